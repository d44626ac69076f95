import { randomInt } from 'node:crypto';

/** Requests per run unless FUZZ_RUNS says otherwise. */
export const DEFAULT_FUZZ_RUNS = 5_000;

/**
 * The seed of a run unless FUZZ_SEED says otherwise: the suite stays deterministic like every other
 * test, and FUZZ_SEED=random explores new requests (a failing seed is printed for replay).
 */
export const DEFAULT_FUZZ_SEED = 22;

export interface FuzzSettings {
  /** Every request of a run follows from it; FUZZ_SEED replays a run. */
  seed: number;
  /** The least number of malformed requests to send. */
  runs: number;
}

function positiveInteger(name: string, text: string | undefined): number | undefined {
  if (text === undefined || text === '') return undefined;
  if (!/^\d+$/.test(text)) throw new Error(`${name} must be a whole number, got "${text}"`);
  return Number(text);
}

export function readFuzzSettings(environment: NodeJS.ProcessEnv = process.env): FuzzSettings {
  return {
    seed:
      environment.FUZZ_SEED === 'random'
        ? randomInt(2 ** 31)
        : (positiveInteger('FUZZ_SEED', environment.FUZZ_SEED) ?? DEFAULT_FUZZ_SEED),
    runs: positiveInteger('FUZZ_RUNS', environment.FUZZ_RUNS) ?? DEFAULT_FUZZ_RUNS,
  };
}

/** A stable seed per run, operation and role (FNV-1a), so one operation replays alone too. */
export function seedFor(seed: number, ...parts: string[]): number {
  let hash = 0x811c9dc5 ^ seed;
  for (const char of parts.join('\u0000')) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
