import type { Redis } from 'ioredis';

/** Counts a hit on every key and starts each key's expiry with its first hit, in one round trip. */
const HIT_SCRIPT = `
local hits = {}
for i, key in ipairs(KEYS) do
  hits[i] = redis.call('INCR', key)
  redis.call('EXPIRE', key, ARGV[i], 'NX')
end
return hits`;

type RedisWithHitCommand = Redis & {
  rateLimitHit(keyCount: number, ...keysThenSeconds: (string | number)[]): Promise<number[]>;
};

/** Fixed-window counters in Redis, shared by every API instance and kept across restarts. */
export class RedisWindowCounter {
  private readonly redis: RedisWithHitCommand;

  constructor(redis: Redis) {
    // Sent once and then called by its digest (EVALSHA).
    if (!('rateLimitHit' in redis)) redis.defineCommand('rateLimitHit', { lua: HIT_SCRIPT });
    this.redis = redis as RedisWithHitCommand;
  }

  /** Counts one hit on each key (kept for its `expireSeconds`) and returns the keys' hits so far. */
  async hit(counters: { key: string; expireSeconds: number }[]): Promise<number[]> {
    if (counters.length === 0) return [];
    return this.redis.rateLimitHit(
      counters.length,
      ...counters.map((counter) => counter.key),
      ...counters.map((counter) => counter.expireSeconds),
    );
  }
}
