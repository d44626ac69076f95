// Removes every key under one prefix; test runs and journeys use their own prefix and clean up after.
import { Redis } from 'ioredis';

export async function deleteRedisKeys(url, prefix) {
  const redis = new Redis(url);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    await redis.quit();
  }
}
