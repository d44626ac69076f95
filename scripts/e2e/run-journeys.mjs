// Runs every browser journey (scripts/e2e/*.journey.mjs) with node's test runner, one at a time.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const journeys = readdirSync(here)
  .filter((name) => name.endsWith('.journey.mjs'))
  .sort()
  .map((name) => path.join(here, name));
const result = spawnSync(process.execPath, ['--test', '--test-concurrency=1', ...journeys], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
