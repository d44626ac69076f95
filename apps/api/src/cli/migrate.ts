import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { entities } from '../entities.js';
import { dataSourceOptions } from '../infrastructure/database/data-source-options.js';
import { loadConfigOrExit } from './load-config-or-exit.js';

const config = loadConfigOrExit();
const dataSource = await new DataSource(
  dataSourceOptions(config.databaseUrl, entities),
).initialize();
try {
  const applied = await dataSource.runMigrations({ transaction: 'each' });
  process.stdout.write(
    applied.length
      ? `Applied migrations: ${applied.map((m) => m.name).join(', ')}\n`
      : 'Database is up to date.\n',
  );
} finally {
  await dataSource.destroy();
}
