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
// A test that hangs fails after 4 minutes with its name, and the journeys after it still run.
const testTimeout = `--test-timeout=${process.env.JOURNEY_TEST_TIMEOUT_MS ?? 240_000}`;
const result = spawnSync(
  process.execPath,
  ['--test', '--test-concurrency=1', testTimeout, ...journeys],
  {
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
