import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../infrastructure/config/app-config.js';
import { REDIS } from '../../infrastructure/redis/redis.module.js';
import { Clock } from '../clock/clock.js';
import { AppError } from '../errors/app-error.js';
import { Messages } from '../errors/messages.js';
import { MemoryWindowCounter } from './memory-window-counter.js';
import {
  RATE_LIMIT_KEY,
  type RateLimitedRequest,
  type RateLimitPolicy,
  type RateLimitRule,
  rateLimitRules,
  retryAfterSeconds,
  windowKey,
} from './rate-limit.js';
import { RedisWindowCounter } from './redis-window-counter.js';

type RouteHandler = ReturnType<ExecutionContext['getHandler']>;

/** Client addresses the per-instance flood guard keeps counts for (about 100 bytes each). */
const MAX_TRACKED_ADDRESSES = 50_000;

/**
 * Fixed-window limits. The credential limits count in Redis, so they hold across API instances and
 * restarts; the global per-address limit counts in memory, sparing every request a Redis round trip.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly sharedCounter: RedisWindowCounter;
  /** One counter per window length (today only the global minute). */
  private readonly instanceCounters = new Map<number, MemoryWindowCounter>();
  private readonly policies = new WeakMap<RouteHandler, RateLimitPolicy>();

  constructor(
    private readonly reflector: Reflector,
    @Inject(REDIS) redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {
    this.sharedCounter = new RedisWindowCounter(redis);
  }

  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const policy = this.policyOf(context.getHandler());
    const rules = rateLimitRules(limitedRequest(request, policy), policy, this.config.throttle);
    const now = this.clock.now().getTime();
    const exceeded: RateLimitRule[] = [];
    const shared: RateLimitRule[] = [];
    for (const rule of rules) {
      if (rule.scope === 'shared') shared.push(rule);
      else if (this.instanceCounter(rule.windowSeconds).hit(rule.key, now) > rule.limit) {
        exceeded.push(rule);
      }
    }
    if (shared.length === 0) return allowOrRefuse(context, exceeded, now);
    return this.sharedCounter
      .hit(shared.map((rule) => ({ key: windowKey(rule, now), expireSeconds: rule.windowSeconds })))
      .then((hits) => {
        exceeded.push(...shared.filter((rule, index) => Number(hits[index]) > rule.limit));
        return allowOrRefuse(context, exceeded, now);
      });
  }

  /** The handler's policy, read from its metadata once rather than on every request. */
  private policyOf(handler: RouteHandler): RateLimitPolicy {
    if (!this.policies.has(handler)) {
      this.policies.set(handler, this.reflector.get<RateLimitPolicy>(RATE_LIMIT_KEY, handler));
    }
    return this.policies.get(handler);
  }

  private instanceCounter(windowSeconds: number): MemoryWindowCounter {
    let counter = this.instanceCounters.get(windowSeconds);
    if (!counter) {
      counter = new MemoryWindowCounter(windowSeconds, MAX_TRACKED_ADDRESSES);
      this.instanceCounters.set(windowSeconds, counter);
    }
    return counter;
  }
}

/** A 429 that says when the last of the exceeded windows ends, or a pass. */
function allowOrRefuse(context: ExecutionContext, exceeded: RateLimitRule[], now: number): true {
  if (exceeded.length === 0) return true;
  const retryAfter = Math.max(...exceeded.map((rule) => retryAfterSeconds(rule, now)));
  context.switchToHttp().getResponse<FastifyReply>().header('retry-after', String(retryAfter));
  throw new AppError('TOO_MANY_REQUESTS', Messages.tooManyRequests);
}

/**
 * What the request's counters are keyed on. The route and the login name only the credential
 * counters, so other requests skip reading them (Fastify builds `routeOptions` anew on each read).
 */
function limitedRequest(request: FastifyRequest, policy: RateLimitPolicy): RateLimitedRequest {
  if (policy !== 'credentials') return { ip: request.ip, route: request.url };
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
