import type { DataSourceOptions } from 'typeorm';
import { migrations } from '../../migrations/index.js';
import { entities } from './entities.js';

export function dataSourceOptions(databaseUrl: string): DataSourceOptions {
  return {
    type: 'postgres',
    url: databaseUrl,
    entities,
    migrations,
    migrationsTableName: 'migrations',
    synchronize: false,
    migrationsRun: false,
    extra: { max: 10 },
  };
}
