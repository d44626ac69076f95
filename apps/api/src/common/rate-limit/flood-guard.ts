import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock/clock.js';
import { sendStatusBody } from '../errors/early-error.handlers.js';
import { MemoryWindowCounter } from './memory-window-counter.js';
import { GLOBAL_WINDOW_SECONDS, retryAfterSeconds } from './rate-limit.js';

/** Client addresses the flood guard keeps counts for (about 100 bytes each). */
const MAX_TRACKED_ADDRESSES = 50_000;

/** The SPA's fingerprinted files: many per first visit, cached for good after it, never counted. */
const BUILD_ASSETS = '/assets/';

/**
 * The per-address flood guard: at most THROTTLE_GLOBAL_PER_MINUTE requests a minute from one
 * address, refused with a 429 before the body is read or any route runs. Counted in this process's
 * memory, which costs no round trip; with several instances behind a balancer each counts only the
 * requests it gets.
 */
export function registerFloodGuard(
  fastify: FastifyInstance,
  { perMinute, clock }: { perMinute: number; clock: Clock },
): void {
  const counter = new MemoryWindowCounter(GLOBAL_WINDOW_SECONDS, MAX_TRACKED_ADDRESSES);
  fastify.addHook('onRequest', (request, reply, done) => {
    const now = clock.now().getTime();
    if (request.url.startsWith(BUILD_ASSETS) || counter.hit(request.ip, now) <= perMinute) {
      done();
      return;
    }
    reply.header('retry-after', String(retryAfterSeconds(GLOBAL_WINDOW_SECONDS, now)));
    sendStatusBody(reply, 429);
  });
}
