import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { entities } from '../entities.js';
import { dataSourceOptions } from '../infrastructure/database/data-source-options.js';
import { ensureAdmin } from '../seed/ensure-admin.js';
import { seedDemoCatalog } from '../seed/seed-demo-catalog.js';
import { seedDemoSchool } from '../seed/seed-demo-school.js';
import { loadConfigOrExit } from './load-config-or-exit.js';

/** Idempotent demo content: safe to run on every start. */
const config = loadConfigOrExit();
const dataSource = await new DataSource(
  dataSourceOptions(config.databaseUrl, entities),
).initialize();
try {
  if (config.admin) {
    const outcome = await ensureAdmin(dataSource, config.admin.login, config.admin.password, {
      resetPassword: false,
    });
    process.stdout.write(`Admin ${config.admin.login}: ${outcome}\n`);
  } else {
    process.stdout.write('ADMIN_LOGIN / ADMIN_PASSWORD not set: no admin seeded.\n');
  }
  process.stdout.write(`Demo catalog: ${await seedDemoCatalog(dataSource, new Date())}\n`);
  process.stdout.write(`Demo school: ${await seedDemoSchool(dataSource, new Date())}\n`);
} finally {
  await dataSource.destroy();
}
