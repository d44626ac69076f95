import { randomBytes } from 'node:crypto';
import { NestFactory } from '@nestjs/core';
import { deleteRedisKeys } from '../../../scripts/lib/redis-keys.mjs';
import { startRedisServer } from '../../../scripts/lib/redis.mjs';
import { WorkerModule } from '../src/app.module.js';
import { loadConfig } from '../src/infrastructure/config/app-config.js';
import { PaymentSettlementService } from '../src/modules/payments/payment-settlement.service.js';

/**
 * `node dist/worker.js` (the worker container of docker-compose) boots a module graph of its own,
 * without HTTP or logins: it must resolve, or production payments would never settle.
 */
const workerConfig = (redisUrl: string) =>
  loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: process.env.E2E_DATABASE_URL!,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: `test-worker-${randomBytes(4).toString('hex')}`,
    LOG_LEVEL: 'silent',
  });

const quiet = () => undefined;

/** Resolves once `check` answers true, polling; fails after `limitMs`. */
async function eventually(check: () => boolean, limitMs = 20_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Not reached within ${limitMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the queue worker process', () => {
  it('boots its module graph and holds the payment settlement', async () => {
    const config = workerConfig(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    const worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), {
      logger: false,
    });
    try {
      expect(worker.get(PaymentSettlementService)).toBeInstanceOf(PaymentSettlementService);
    } finally {
      await worker.close();
      await deleteRedisKeys(config.redis.url, config.redis.prefix);
    }
  });

  it('reports Redis being down in its own log, a line per connection, and nothing on stderr', async () => {
    // A port where Redis answered a moment ago and no longer does.
    let redis = await startRedisServer({ port: 0, log: quiet });
    const { port } = redis;
    await redis.stop();
    const config = workerConfig(`redis://127.0.0.1:${port}`);
    const lines: string[] = [];
    const keep = (message: unknown) => void lines.push(String(message));
    const logger = { log: quiet, warn: keep, error: keep, debug: quiet, verbose: quiet };
    const printed: unknown[][] = [];
    const consoleError = console.error;
    console.error = (...args: unknown[]) => void printed.push(args);
    const worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), {
      logger,
    });
    try {
      const sources = ['client', 'queue payments', 'worker payments', 'queue mail', 'worker mail'];
      await eventually(() =>
        sources.every((source) => lines.some((line) => line.startsWith(`${source}: `))),
      );
      expect(lines.every((line) => line.includes('ECONNREFUSED'))).toBe(true);
      expect(printed).toEqual([]);
    } finally {
      console.error = consoleError;
      // Closing the worker's queues needs their Redis.
      redis = await startRedisServer({ port, log: quiet });
      // Every connection back before closing (ioredis retries at most every 2 s), so none is
      // left reconnecting after the test.
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      await worker.close();
      await redis.stop();
    }
  }, 60_000);
});
