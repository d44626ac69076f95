import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from './app.module.js';
import { configureHttpApp, createFastifyAdapter } from './bootstrap/http-app.js';
import { bufferedStdout, createRootLogger, PinoNestLogger } from './common/logging/logger.js';
import { loadConfigOrExit } from './cli/load-config-or-exit.js';
import { exitIfShutdownHangs } from './bootstrap/shutdown-deadline.js';

const config = loadConfigOrExit();
const logger = createRootLogger(config.logLevel, bufferedStdout());
exitIfShutdownHangs(logger);
const app = await NestFactory.create<NestFastifyApplication>(
  AppModule.forRoot(config),
  createFastifyAdapter(config, logger),
  { logger: new PinoNestLogger(logger), abortOnError: false },
);
await configureHttpApp(app, config, { mountSwaggerUi: true });
await app.listen(config.http.port, config.http.host);
logger.info(`API listening on http://${config.http.host}:${config.http.port} (docs at /api/docs)`);
