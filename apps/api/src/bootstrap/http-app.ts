import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import cors from '@fastify/cors';
import { RequestMethod } from '@nestjs/common';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import type { Logger } from 'pino';
import type { AppConfig } from '../infrastructure/config/app-config.js';
import {
  clientErrorHandler,
  frameworkErrorHandler,
} from '../common/errors/early-error.handlers.js';
import { HttpExceptionFilter } from '../common/errors/http-exception.filter.js';
import { Clock } from '../common/clock/clock.js';
import { registerCacheHeaders } from '../common/http-cache/cache-headers.js';
import { RequestLineWriter } from '../common/logging/request-line.js';
import { lazyRequestLogger, OneLineRequestLog } from '../common/logging/request-log.js';
import { depthLimitedJsonParser } from '../common/validation/json-body-parser.js';
import { registerFloodGuard } from '../common/rate-limit/flood-guard.js';
import { createValidationPipe } from '../common/validation/validation.pipe.js';
import { HEALTH_PATH } from '../modules/health/health.controller.js';
import { API_PREFIX } from './api-prefix.js';
import { registerCompression } from './compression.js';
import { registerEtag } from './etag.js';
import { inlineScriptSources } from './inline-scripts.js';
import { registerCatalogPages } from './catalog-pages.js';
import { loadPageHeads } from './page-heads.js';
import { registerSecurityHeaders } from './security-headers.js';
import { buildOpenApiDocument } from './openapi.js';
import { SpaFallback } from './spa-fallback.js';

export function createFastifyAdapter(config: AppConfig, logger: Logger): FastifyAdapter {
  return new FastifyAdapter({
    loggerInstance: logger,
    trustProxy: config.http.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    logController: new OneLineRequestLog(
      new RequestLineWriter(logger),
      new Set([`/${API_PREFIX}/${HEALTH_PATH}`]),
    ),
    childLoggerFactory: lazyRequestLogger,
    bodyLimit: 1024 * 1024,
    // What Node's parser and Fastify's router refuse before Nest sees it gets the same error body.
    clientErrorHandler,
    frameworkErrors: frameworkErrorHandler,
  });
}

export interface HttpAppOptions {
  /** Inside jest on Node 20 mounting Swagger UI exits the process (a CJS→ESM require chain); the document is still built. */
  mountSwaggerUi: boolean;
}

/** Everything HTTP-level the app needs, shared by main.ts and the end-to-end tests. */
export async function configureHttpApp(
  app: NestFastifyApplication,
  config: AppConfig,
  options: HttpAppOptions,
): Promise<void> {
  const pageHeads = existsSync(config.webDistDir)
    ? await loadPageHeads(config.webDistDir)
    : undefined;
  const spaFallback = existsSync(config.webDistDir)
    ? SpaFallback.fromDist(config.webDistDir, pageHeads && { pageHeads, webUrl: config.webUrl })
    : undefined;
  // Served beside the SPA, outside /api: uploaded images at /uploads/…, and the crawlers' files.
  app.setGlobalPrefix(API_PREFIX, {
    exclude: ['uploads/*path', 'robots.txt', 'sitemap.xml'].map((path) => ({
      path,
      method: RequestMethod.GET,
    })),
  });
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new HttpExceptionFilter(spaFallback));
  app.useBodyParser(
    'application/json',
    {},
    depthLimitedJsonParser(app.getHttpAdapter().getInstance()),
  );
  // Ends with process.exit, whose 'exit' event flushes an asynchronous log destination.
  app.enableShutdownHooks([], { useProcessExit: true });

  registerSecurityHeaders(app.getHttpAdapter().getInstance(), {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          // The pages' own inline scripts (the signed-in hint, the start-up loader), by their hashes.
          ...(spaFallback ? inlineScriptSources(spaFallback.builtPages.join('\n')) : []),
          'https://mc.yandex.ru',
          'https://yastatic.net',
        ],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'", 'https://mc.yandex.ru', 'wss://mc.yandex.ru'],
        frameSrc: ["'self'", 'https:'],
        formAction: ["'self'", 'https:'],
      },
    },
  });
  await app.register(cors, { origin: [config.webUrl], credentials: false });
  registerFloodGuard(app.getHttpAdapter().getInstance(), {
    perMinute: config.throttle.globalPerMinute,
    clock: app.get(Clock),
  });
  registerCacheHeaders(app.getHttpAdapter().getInstance());
  await registerCompression(app);
  registerEtag(app.getHttpAdapter().getInstance());
  // A multipart body is left unread for the one route that takes a form, which reads its file within
  // its own limits (uploads/multipart-file.ts): @fastify/multipart added two hooks to every request.
  app
    .getHttpAdapter()
    .getInstance()
    .addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));

  if (spaFallback) {
    // Loaded only when there is a build to serve: jest on Node 20 cannot load its ESM-only dependency.
    const { default: fastifyStatic } = await import('@fastify/static');
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      prefix: '/',
      index: false,
      // The web build writes file.br and file.gz beside each text file of 1 KB and more; a client
      // that accepts them gets one, with Vary: Accept-Encoding. Smaller files are compressed here.
      preCompressed: true,
      setHeaders: (response, path) => {
        // Vite fingerprints everything under assets/, so it can be cached for good.
        const immutable = path.includes('/assets/');
        response.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    app.getHttpAdapter().get('/', (_request, reply) => spaFallback.send(reply, 'home'));
    if (pageHeads) registerCatalogPages(app, { pageHeads, spaFallback, webUrl: config.webUrl });
  }

  const document = buildOpenApiDocument(app);
  if (options.mountSwaggerUi) {
    SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });
  } else {
    app.getHttpAdapter().get('/api/docs-json', (_request, reply) => reply.send(document));
  }
}
