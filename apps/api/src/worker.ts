import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { WorkerModule } from './app.module.js';
import { createRootLogger, PinoNestLogger } from './common/logging/logger.js';
import { loadConfigOrExit } from './cli/load-config-or-exit.js';

const config = loadConfigOrExit();
const logger = createRootLogger(config.logLevel);
const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), {
  logger: new PinoNestLogger(logger),
});
app.enableShutdownHooks();
logger.info('Queue worker started');
