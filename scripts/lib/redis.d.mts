export interface StartedRedis {
  url: string;
  port: number;
  pid: number;
  stop(): Promise<void>;
}

export class RedisUnavailableError extends Error {}

export function pingRedis(
  host?: string,
  port?: number,
  timeoutMs?: number,
): Promise<string | undefined>;

export function startRedisServer(options?: {
  port?: number;
  log?: (message: string) => void;
}): Promise<StartedRedis>;
