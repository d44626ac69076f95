import 'reflect-metadata';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import type { DestinationStream } from 'pino';
import supertest from 'supertest';
import { DataSource } from 'typeorm';
import { deleteRedisKeys } from '../../../../scripts/lib/redis-keys.mjs';
import { AppModule } from '../../src/app.module.js';
import { configureHttpApp, createFastifyAdapter } from '../../src/bootstrap/http-app.js';
import { Clock } from '../../src/common/clock/clock.js';
import { createRootLogger, PinoNestLogger } from '../../src/common/logging/logger.js';
import { loadConfig } from '../../src/infrastructure/config/app-config.js';
import type { MailMessage } from '../../src/infrastructure/mail/mail-message.js';
import { FixedClock } from './fixed-clock.js';

export interface TestApp {
  app: NestFastifyApplication;
  http: () => supertest.Agent;
  clock: FixedClock;
  dataSource: DataSource;
  /** Waits for the next letter to `to` that the queue worker writes to the outbox. */
  nextMail: (to: string) => Promise<MailMessage>;
  /** Every letter in the outbox so far. */
  outbox: () => MailMessage[];
  close: () => Promise<void>;
}

/**
 * Boots the whole app (HTTP, PostgreSQL, Redis, the in-process queue worker) on the run's database,
 * with a fixed clock, its own Redis key prefix and its own outbox folder.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  /** Where the app's logs go (at env LOG_LEVEL); without it the app logs nothing. */
  logs?: DestinationStream,
  /**
   * `listen`: serve on a free local port with PUBLIC_API_URL pointing at it, for code that calls
   * the API back over real HTTP (the payments sandbox posting its callbacks).
   */
  options: { listen?: boolean } = {},
): Promise<TestApp> {
  const databaseUrl = process.env.E2E_DATABASE_URL;
  if (!databaseUrl)
    throw new Error('E2E_DATABASE_URL is not set: run through jest --selectProjects e2e');
  const outboxDir = mkdtempSync(join(tmpdir(), 'course-shop-outbox-'));
  const prefix = `test-${randomBytes(4).toString('hex')}`;
  const port = options.listen ? await freePort() : null;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: prefix,
    LOG_LEVEL: 'silent',
    MAIL_OUTBOX_DIR: outboxDir,
    WEB_URL: 'http://shop.test',
    WEB_DIST_DIR: join(outboxDir, 'no-web-build'),
    ...(port ? { PUBLIC_API_URL: `http://127.0.0.1:${port}` } : {}),
    ...env,
  });
  const clock = new FixedClock();
  const moduleRef = await Test.createTestingModule({ imports: [AppModule.forRoot(config)] })
    .overrideProvider(Clock)
    .useValue(clock)
    .compile();
  const logger = createRootLogger(logs ? config.logLevel : 'silent', logs);
  const app = moduleRef.createNestApplication<NestFastifyApplication>(
    createFastifyAdapter(config, logger),
    { logger: logs ? new PinoNestLogger(logger) : false },
  );
  await configureHttpApp(app, config, { mountSwaggerUi: false });
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  if (port) await app.listen(port, '127.0.0.1');
  // Files run one at a time (--runInBand), so the first app migrates the run's database safely.
  await app.get(DataSource).runMigrations();

  const seen = new Set<string>();
  const letters = () =>
    readdirSync(outboxDir)
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((file) => ({
        file,
        message: JSON.parse(readFileSync(join(outboxDir, file), 'utf8')) as MailMessage,
      }));
  const nextMail = async (to: string): Promise<MailMessage> => {
    for (let attempt = 0; attempt < 60; attempt += 1) {
      const letter = letters().find(({ file, message }) => !seen.has(file) && message.to === to);
      if (letter) {
        seen.add(letter.file);
        return letter.message;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`No letter to ${to} arrived in the outbox`);
  };

  return {
    app,
    http: () => supertest.agent(app.getHttpServer()),
    clock,
    dataSource: app.get(DataSource),
    nextMail,
    outbox: () => letters().map(({ message }) => message),
    close: async () => {
      await app.close();
      await deleteRedisKeys(config.redis.url, prefix);
      rmSync(outboxDir, { recursive: true, force: true });
    },
  };
}

/** A port nobody listens on right now, from the OS. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}
