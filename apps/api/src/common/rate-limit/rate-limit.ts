import { SetMetadata } from '@nestjs/common';

export const RATE_LIMIT_KEY = 'rate-limit';

/**
 * Marks a route as a credential endpoint: besides the global per-IP limit it is limited per IP and
 * per login (taken from body.login, body.email or query.login) over THROTTLE_WINDOW_SECONDS.
 */
export const CredentialRateLimit = () => SetMetadata(RATE_LIMIT_KEY, 'credentials');

export interface RateLimitRule {
  key: string;
  limit: number;
  windowSeconds: number;
}

/** The bucket a hit falls into for a fixed window: same key within one window, new key after it. */
export function windowKey(rule: RateLimitRule, nowMs: number): string {
  return `rl:${rule.key}:${Math.floor(nowMs / 1000 / rule.windowSeconds)}`;
}
