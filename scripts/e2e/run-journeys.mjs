// Runs the browser journeys (scripts/e2e/*.journey.mjs) with node's test runner, two files at a time.
//   --only a,b     just these journeys (file names without .journey.mjs)
//   --except a,b   every journey but these
// scripts/test.sh runs the page sweeps (every route at every width, axe) as their own step, so that
// each step stays well inside its time limit.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { only: { type: 'string' }, except: { type: 'string' } },
});
const names = (list) => new Set(list?.split(',').map((name) => name.trim()) ?? []);
const only = names(values.only);
const except = names(values.except);

const here = path.dirname(fileURLToPath(import.meta.url));
const journeys = readdirSync(here)
  .filter((file) => file.endsWith('.journey.mjs'))
  .map((file) => file.slice(0, -'.journey.mjs'.length))
  .filter((name) => (only.size === 0 || only.has(name)) && !except.has(name))
  .sort()
  .map((name) => path.join(here, `${name}.journey.mjs`));
if (journeys.length === 0) {
  console.error('run-journeys: no journey matches');
  process.exit(1);
}
// A test that hangs fails after 4 minutes with its name, and the journeys after it still run.
const testTimeout = `--test-timeout=${process.env.JOURNEY_TEST_TIMEOUT_MS ?? 240_000}`;
// Two journey files at a time (each with its own server, database and browser): much of a journey
// is waiting for the network and the page, so two share the 2-core machine well.
const concurrency = `--test-concurrency=${process.env.JOURNEY_CONCURRENCY ?? 2}`;
const result = spawnSync(process.execPath, ['--test', concurrency, testTimeout, ...journeys], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
