import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import type { OpenAPIObject } from '@nestjs/swagger';
import { stringify } from 'yaml';
import { AppModule } from '../app.module.js';
import { loadConfig } from '../infrastructure/config/app-config.js';
import { buildOpenApiDocument } from './openapi.js';
import { API_PREFIX } from './api-prefix.js';

/** Deterministic YAML (sorted keys, no line folding), so a regenerated file diffs only on real changes. */
export function renderOpenApiYaml(document: OpenAPIObject): string {
  return stringify(document, { sortMapEntries: true, lineWidth: 0, aliasDuplicateObjects: false });
}

/** The document as the code describes it, built in Nest's preview mode: no provider runs, nothing connects. */
export async function generateOpenApiYaml(): Promise<string> {
  const config = loadConfig({
    DATABASE_URL: 'postgres://openapi@localhost/openapi',
    NODE_ENV: 'production',
  });
  const app = await NestFactory.create(AppModule.forRoot(config), new FastifyAdapter(), {
    preview: true,
    logger: false,
  });
  app.setGlobalPrefix(API_PREFIX);
  try {
    return renderOpenApiYaml(buildOpenApiDocument(app));
  } finally {
    await app.close();
  }
}
