import { Environment } from '../../src/infrastructure/config/environment.js';

const UNREACHABLE = '1000000000';

/**
 * Environment overrides that lift every request limit (each THROTTLE_* count the app knows), for
 * tests that send thousands of requests: the fixed clock keeps them all in one throttle window.
 */
export function unthrottledEnvironment(): Record<string, string> {
  return Object.fromEntries(
    Object.keys(new Environment())
      .filter((name) => name.startsWith('THROTTLE_') && !name.endsWith('_SECONDS'))
      .map((name) => [name, UNREACHABLE]),
  );
}
