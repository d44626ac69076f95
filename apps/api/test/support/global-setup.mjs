import { randomBytes } from 'node:crypto';
import {
  ensureDatabase,
  resolvePostgres,
  withDatabase,
} from '../../../../scripts/lib/postgres.mjs';

const stateKey = Symbol.for('course-shop.test-harness');

/**
 * One fresh database per test run: TEST_DATABASE_URL, else 127.0.0.1:5432, else testcontainers when
 * Docker answers, else embedded PostgreSQL. The first test app migrates it; global-teardown drops it.
 * Plain JS because jest loads global setup outside its TypeScript module mapping.
 */
export default async function globalSetup() {
  const postgres = await resolvePostgres({
    envUrl: process.env.TEST_DATABASE_URL,
    purpose: 'test',
  });
  const name = `course_shop_test_${randomBytes(4).toString('hex')}`;
  // The C locale, as on a server initialised without a system locale: searches must work there too.
  await ensureDatabase(postgres.adminUrl, name, { cLocale: true });
  process.env.E2E_DATABASE_URL = withDatabase(postgres.adminUrl, name);
  globalThis[stateKey] = { adminUrl: postgres.adminUrl, name, stop: postgres.stop };
}
