import type { DataSourceOptions } from 'typeorm';
import { SafeTypeOrmLogger } from '../../common/logging/typeorm-logger.js';
import { migrations } from '../../migrations/index.js';

const SLOW_QUERY_MS = 1000;

/** `entities` comes from the composition root, which alone knows every module. */
export function dataSourceOptions(
  databaseUrl: string,
  entities: DataSourceOptions['entities'],
): DataSourceOptions {
  return {
    type: 'postgres',
    url: databaseUrl,
    entities,
    migrations,
    migrationsTableName: 'migrations',
    synchronize: false,
    migrationsRun: false,
    extra: { max: 10 },
    // Failed and slow statements are logged without their parameters, which hold personal data.
    logger: new SafeTypeOrmLogger(),
    maxQueryExecutionTime: SLOW_QUERY_MS,
  };
}
