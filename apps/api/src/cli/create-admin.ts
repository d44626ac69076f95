import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { entities } from '../entities.js';
import { dataSourceOptions } from '../infrastructure/database/data-source-options.js';
import { ensureAdmin } from '../seed/ensure-admin.js';
import { loadConfigOrExit } from './load-config-or-exit.js';

/** Usage: node dist/cli/create-admin.js admin@example.com 'password' — creates or promotes, and sets the password. */
const [login, password] = process.argv.slice(2);
if (!login || !password || password.length < 6) {
  process.stderr.write('Usage: create-admin.js <e-mail> <password of at least 6 characters>\n');
  process.exit(1);
}
const config = loadConfigOrExit();
const dataSource = await new DataSource(
  dataSourceOptions(config.databaseUrl, entities),
).initialize();
try {
  const outcome = await ensureAdmin(dataSource, login, password, { resetPassword: true });
  process.stdout.write(`Admin ${login}: ${outcome}\n`);
} finally {
  await dataSource.destroy();
}
