import { randomBytes } from 'node:crypto';
import { NestFactory } from '@nestjs/core';
import { deleteRedisKeys } from '../../../scripts/lib/redis-keys.mjs';
import { WorkerModule } from '../src/app.module.js';
import { loadConfig } from '../src/infrastructure/config/app-config.js';
import { PaymentSettlementService } from '../src/modules/payments/payment-settlement.service.js';

/**
 * `node dist/worker.js` (the worker container of docker-compose) boots a module graph of its own,
 * without HTTP or logins: it must resolve, or production payments would never settle.
 */
describe('the queue worker process', () => {
  it('boots its module graph and holds the payment settlement', async () => {
    const prefix = `test-worker-${randomBytes(4).toString('hex')}`;
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: process.env.E2E_DATABASE_URL!,
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      REDIS_PREFIX: prefix,
      LOG_LEVEL: 'silent',
    });
    const worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), {
      logger: false,
    });
    try {
      expect(worker.get(PaymentSettlementService)).toBeInstanceOf(PaymentSettlementService);
    } finally {
      await worker.close();
      await deleteRedisKeys(config.redis.url, prefix);
    }
  });
});
