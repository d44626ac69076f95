import { createHash } from 'node:crypto';
import { SetMetadata } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';

export const RATE_LIMIT_KEY = 'rate-limit';

/**
 * Marks a route as a credential endpoint: besides the global per-IP limit it is limited per IP, per
 * (login, IP) and per login (taken from body.login, body.email or query.login) over
 * THROTTLE_WINDOW_SECONDS.
 */
export const CredentialRateLimit = () => SetMetadata(RATE_LIMIT_KEY, 'credentials');

export type RateLimitPolicy = 'credentials' | undefined;

export type ThrottleLimits = AppConfig['throttle'];

export interface RateLimitRule {
  key: string;
  limit: number;
  windowSeconds: number;
}

export interface RateLimitedRequest {
  ip: string;
  /** The route pattern, so each credential endpoint counts on its own. */
  route: string;
  /** The normalised login or e-mail the request is about, when it names one. */
  login?: string;
}

/** Redis keys hold a digest of the login, never the e-mail address itself. */
const loginDigest = (login: string) => createHash('sha256').update(login).digest('hex');

/**
 * The counters a request counts against. Guessing is stopped per (login, address) and per address;
 * the per-login ceiling across all addresses is set far higher, so that failing on purpose from other
 * addresses cannot lock the owner out of their own account.
 */
export function rateLimitRules(
  request: RateLimitedRequest,
  policy: RateLimitPolicy,
  limits: ThrottleLimits,
): RateLimitRule[] {
  const rules: RateLimitRule[] = [
    { key: `ip:${request.ip}`, limit: limits.globalPerMinute, windowSeconds: 60 },
  ];
  if (policy !== 'credentials') return rules;
  const { windowSeconds } = limits;
  rules.push({
    key: `cred-ip:${request.route}:${request.ip}`,
    limit: limits.authPerIp,
    windowSeconds,
  });
  if (request.login) {
    const login = loginDigest(request.login);
    rules.push(
      {
        key: `cred-login-ip:${request.route}:${login}:${request.ip}`,
        limit: limits.authPerLoginIp,
        windowSeconds,
      },
      { key: `cred-login:${request.route}:${login}`, limit: limits.authPerLogin, windowSeconds },
    );
  }
  return rules;
}

/** The bucket a hit falls into for a fixed window: same key within one window, new key after it. */
export function windowKey(rule: RateLimitRule, nowMs: number): string {
  return `rl:${rule.key}:${Math.floor(nowMs / 1000 / rule.windowSeconds)}`;
}

/** Whole seconds until the rule's current window ends (the Retry-After of a 429), at least 1. */
export function retryAfterSeconds(rule: RateLimitRule, nowMs: number): number {
  const windowMs = rule.windowSeconds * 1000;
  return Math.max(1, Math.ceil((windowMs - (nowMs % windowMs)) / 1000));
}
