import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { entities } from '../../src/entities.js';
import { dataSourceOptions } from '../../src/infrastructure/database/data-source-options.js';
import { pendingSchemaChanges } from '../../src/infrastructure/database/schema-diff.js';
import { withTemporaryDatabase } from '../../src/infrastructure/database/temporary-database.js';

const runDatabaseUrl = () => {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL is not set: run through jest --selectProjects drift');
  return url;
};

describe('migrations', () => {
  it('build exactly the schema the entities describe, and revert cleanly', async () => {
    await withTemporaryDatabase(runDatabaseUrl(), 'drift', async (url) => {
      const dataSource = await new DataSource(dataSourceOptions(url, entities)).initialize();
      try {
        await dataSource.runMigrations();
        const diff = await pendingSchemaChanges(dataSource);
        if (diff.up.length > 0) {
          throw new Error(
            `Entities and migrations disagree; run \`pnpm --filter @course-shop/api migration:generate Name\`.\n${diff.up.map((step) => step.query).join('\n')}`,
          );
        }
        for (let i = 0; i < dataSource.migrations.length; i += 1)
          await dataSource.undoLastMigration();
        // TypeORM's own bookkeeping stays: the migrations run and generated columns' expressions.
        const tables = await dataSource.query(
          "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name NOT IN ('migrations', 'typeorm_metadata')",
        );
        expect(tables).toEqual([]);
        await dataSource.runMigrations();
        expect((await pendingSchemaChanges(dataSource)).up).toEqual([]);
      } finally {
        await dataSource.destroy();
      }
    });
  });
});
