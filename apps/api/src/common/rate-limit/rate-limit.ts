import { createHash } from 'node:crypto';
import { SetMetadata } from '@nestjs/common';
import type { AppConfig } from '../../infrastructure/config/app-config.js';

export const RATE_LIMIT_KEY = 'rate-limit';

/**
 * Marks a route as a credential endpoint: besides the global per-IP limit it is limited per IP, per
 * (login, IP) and per login (taken from body.login, body.email or query.login) over
 * THROTTLE_WINDOW_SECONDS.
 */
export const CredentialRateLimit = () => SetMetadata(RATE_LIMIT_KEY, 'credentials');

export type RateLimitPolicy = 'credentials' | undefined;

export type ThrottleLimits = AppConfig['throttle'];

/** THROTTLE_GLOBAL_PER_MINUTE counts per minute. */
export const GLOBAL_WINDOW_SECONDS = 60;

export interface RateLimitRule {
  key: string;
  limit: number;
  windowSeconds: number;
  /**
   * `shared`: counted in Redis, across all API instances and restarts (the credential limits).
   * `instance`: counted in this process's memory, a flood guard that costs no round trip; with
   * several instances behind a balancer each counts only the requests it gets.
   */
  scope: 'shared' | 'instance';
}

export interface RateLimitedRequest {
  ip: string;
  /** The route pattern, so each credential endpoint counts on its own. */
  route: string;
  /** The normalised login or e-mail the request is about, when it names one. */
  login?: string;
}

/** Counter keys hold a digest of the login, never the e-mail address itself. */
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
    {
      key: `ip:${request.ip}`,
      limit: limits.globalPerMinute,
      windowSeconds: GLOBAL_WINDOW_SECONDS,
      scope: 'instance',
    },
  ];
  if (policy !== 'credentials') return rules;
  const { windowSeconds } = limits;
  rules.push({
    key: `cred-ip:${request.route}:${request.ip}`,
    limit: limits.authPerIp,
    windowSeconds,
    scope: 'shared',
  });
  if (request.login) {
    const login = loginDigest(request.login);
    rules.push(
      {
        key: `cred-login-ip:${request.route}:${login}:${request.ip}`,
        limit: limits.authPerLoginIp,
        windowSeconds,
        scope: 'shared',
      },
      {
        key: `cred-login:${request.route}:${login}`,
        limit: limits.authPerLogin,
        windowSeconds,
        scope: 'shared',
      },
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
