import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DataSource } from 'typeorm';
import { entities } from '../entities.js';
import { dataSourceOptions } from '../infrastructure/database/data-source-options.js';
import {
  pendingSchemaChanges,
  type SchemaStatement,
} from '../infrastructure/database/schema-diff.js';
import { withTemporaryDatabase } from '../infrastructure/database/temporary-database.js';
import { loadConfigOrExit } from './load-config-or-exit.js';

/**
 * Usage: node dist/cli/generate-migration.js AddKits
 * Replays every migration on a throwaway database, diffs it against the entities and writes what
 * is missing as a new named migration in src/migrations (listed in src/migrations/index.ts).
 */
const name = process.argv[2];
if (!name || !/^[A-Z][A-Za-z0-9]+$/.test(name)) {
  process.stderr.write('Usage: generate-migration.js PascalCaseName\n');
  process.exit(1);
}
const config = loadConfigOrExit();
const migrationsDir = resolve(fileURLToPath(import.meta.url), '../../../src/migrations');

const diff = await withTemporaryDatabase(config.databaseUrl, 'migration_gen', async (url) => {
  const dataSource = await new DataSource(dataSourceOptions(url, entities)).initialize();
  try {
    await dataSource.runMigrations();
    return await pendingSchemaChanges(dataSource);
  } finally {
    await dataSource.destroy();
  }
});

if (diff.up.length === 0) {
  process.stdout.write('The entities and the migrations agree; nothing to generate.\n');
  process.exit(0);
}

const timestamp = Date.now();
const className = `${name}${timestamp}`;
const toLines = (statements: SchemaStatement[]) =>
  statements
    .map(({ query, parameters }) => {
      const text = query.replace(/[`\\]|\$\{/g, (c) => `\\${c}`);
      const values = parameters ? `, ${JSON.stringify(parameters)}` : '';
      return `    await queryRunner.query(\`${text}\`${values});`;
    })
    .join('\n');
const fileName = `${timestamp}-${name}`;
writeFileSync(
  resolve(migrationsDir, `${fileName}.ts`),
  `import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ${className} implements MigrationInterface {
  name = '${className}';

  async up(queryRunner: QueryRunner): Promise<void> {
${toLines(diff.up)}
  }

  async down(queryRunner: QueryRunner): Promise<void> {
${toLines(diff.down)}
  }
}
`,
);

const indexPath = resolve(migrationsDir, 'index.ts');
const index = readFileSync(indexPath, 'utf8')
  .replace(/^((?:import [^\n]*\n)*)/, `$1import { ${className} } from './${fileName}.js';\n`)
  .replace(/export const migrations = \[([^\]]*)\];/, (_, list: string) => {
    const items = list
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
    return `export const migrations = [${[...items, className].join(', ')}];`;
  });
writeFileSync(indexPath, index);
process.stdout.write(`Wrote src/migrations/${fileName}.ts (${diff.up.length} statements).\n`);
