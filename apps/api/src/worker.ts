import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { WorkerModule } from './app.module.js';
import { bufferedStdout, createRootLogger, PinoNestLogger } from './common/logging/logger.js';
import { loadConfigOrExit } from './cli/load-config-or-exit.js';
import { exitIfShutdownHangs } from './bootstrap/shutdown-deadline.js';

const config = loadConfigOrExit();
const logger = createRootLogger(config.logLevel, bufferedStdout());
exitIfShutdownHangs(logger);
const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), {
  logger: new PinoNestLogger(logger),
});
// Ends with process.exit, whose 'exit' event flushes the buffered log.
app.enableShutdownHooks([], { useProcessExit: true });
logger.info('Queue worker started');
