import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { REDIS } from '../../infrastructure/redis/redis.module.js';
import { Clock } from '../clock/clock.js';
import { AppError } from '../errors/app-error.js';
import { Messages } from '../errors/messages.js';
import {
  RATE_LIMIT_KEY,
  type RateLimitPolicy,
  rateLimitRules,
  retryAfterSeconds,
  windowKey,
} from './rate-limit.js';

/** Fixed-window counters in Redis, so limits hold across API instances and restarts. */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const rules = rateLimitRules(
      {
        ip: request.ip,
        route: request.routeOptions.url ?? request.url,
        login: credentialLogin(request),
      },
      this.reflector.get<RateLimitPolicy>(RATE_LIMIT_KEY, context.getHandler()),
      this.config.throttle,
    );
    const now = this.clock.now().getTime();
    const pipeline = this.redis.multi();
    for (const rule of rules) {
      const key = windowKey(rule, now);
      pipeline.incr(key).expire(key, rule.windowSeconds, 'NX');
    }
    const results = (await pipeline.exec()) ?? [];
    const exceeded = rules.filter((rule, index) => Number(results[index * 2]?.[1]) > rule.limit);
    if (exceeded.length > 0) {
      const retryAfter = Math.max(...exceeded.map((rule) => retryAfterSeconds(rule, now)));
      context.switchToHttp().getResponse<FastifyReply>().header('retry-after', String(retryAfter));
      throw new AppError('TOO_MANY_REQUESTS', Messages.tooManyRequests);
    }
    return true;
  }
}

function credentialLogin(request: FastifyRequest): string | undefined {
  const body = (request.body ?? {}) as Record<string, unknown>;
  const query = (request.query ?? {}) as Record<string, unknown>;
  const value = body.login ?? body.email ?? query.login;
  return typeof value === 'string' && value.trim() ? value.trim().toLowerCase() : undefined;
}
