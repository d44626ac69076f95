import { createHash } from 'node:crypto';
import type { AppConfig } from '../../infrastructure/config/app-config.js';

export type ThrottleLimits = AppConfig['throttle'];

/** THROTTLE_GLOBAL_PER_MINUTE counts per minute. */
export const GLOBAL_WINDOW_SECONDS = 60;

/** One counter of a credential endpoint, counted in Redis across API instances and restarts. */
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

/** Counter keys hold a digest of the login, never the e-mail address itself. */
const loginDigest = (login: string) => createHash('sha256').update(login).digest('hex');

/**
 * The counters a credential attempt counts against (besides the per-address flood guard, which
 * counts every request). Guessing is stopped per (login, address) and per address; the per-login
 * ceiling across all addresses is set far higher, so that failing on purpose from other addresses
 * cannot lock the owner out of their own account.
 */
export function credentialRules(
  request: RateLimitedRequest,
  limits: ThrottleLimits,
): RateLimitRule[] {
  const { windowSeconds } = limits;
  const rules: RateLimitRule[] = [
    { key: `cred-ip:${request.route}:${request.ip}`, limit: limits.authPerIp, windowSeconds },
  ];
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

/** Whole seconds until the current window ends (the Retry-After of a 429), at least 1. */
export function retryAfterSeconds(windowSeconds: number, nowMs: number): number {
  const windowMs = windowSeconds * 1000;
  return Math.max(1, Math.ceil((windowMs - (nowMs % windowMs)) / 1000));
}
