import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../infrastructure/config/app-config.js';
import { REDIS } from '../../infrastructure/redis/redis.module.js';
import { Clock } from '../clock/clock.js';
import { AppError } from '../errors/app-error.js';
import { Messages } from '../errors/messages.js';
import {
  credentialRules,
  type RateLimitedRequest,
  retryAfterSeconds,
  windowKey,
} from './rate-limit.js';
import { RedisWindowCounter } from './redis-window-counter.js';

/**
 * Fixed-window limits of the credential endpoints (see CredentialRateLimit), counted in Redis so
 * they hold across API instances and restarts.
 */
@Injectable()
export class CredentialRateLimitGuard implements CanActivate {
  private readonly counter: RedisWindowCounter;

  constructor(
    @Inject(REDIS) redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {
    this.counter = new RedisWindowCounter(redis);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const rules = credentialRules(limitedRequest(http.getRequest()), this.config.throttle);
    const now = this.clock.now().getTime();
    const hits = await this.counter.hit(
      rules.map((rule) => ({ key: windowKey(rule, now), expireSeconds: rule.windowSeconds })),
    );
    const exceeded = rules.filter((rule, index) => Number(hits[index]) > rule.limit);
    if (exceeded.length === 0) return true;
    // A 429 that says when the last of the exceeded windows ends.
    const retryAfter = Math.max(
      ...exceeded.map((rule) => retryAfterSeconds(rule.windowSeconds, now)),
    );
    http.getResponse<FastifyReply>().header('retry-after', String(retryAfter));
    throw new AppError('TOO_MANY_REQUESTS', Messages.tooManyRequests);
  }
}

/** What the counters are keyed on: the address, the route pattern and the login it names. */
function limitedRequest(request: FastifyRequest): RateLimitedRequest {
  return {
    ip: request.ip,
    route: request.routeOptions.url ?? request.url,
    login: credentialLogin(request),
  };
}

function credentialLogin(request: FastifyRequest): string | undefined {
  const body = (request.body ?? {}) as Record<string, unknown>;
  const query = (request.query ?? {}) as Record<string, unknown>;
  const value = body.login ?? body.email ?? query.login;
  return typeof value === 'string' && value.trim() ? value.trim().toLowerCase() : undefined;
}
