import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addVary } from './vary.js';
import { pathOf } from '../text/url-path.js';

export interface CacheableAnswer {
  method: string;
  /** The request path without the query string. */
  path: string;
  /** Whether the request carried an Authorization header (valid or not). */
  authorized: boolean;
  statusCode: number;
}

export interface CacheHeaders {
  noStore: boolean;
  varyAuthorization: boolean;
}

const READS = new Set(['GET', 'HEAD']);

/**
 * Which caching headers an API answer gets. Anything answered to a request with a token is personal
 * (the viewer's prices and states, their profile, even their errors) and must never be stored by a
 * browser or proxy. Anonymous successful reads (the public catalogue) may be cached, but the same
 * URL answers differently with a token, so caches must key them on Authorization. Everything else
 * (writes, which hand out tokens, and anonymous errors) is not stored either. Outside /api (the SPA,
 * uploaded images) the static file handlers decide.
 */
export function cacheHeadersFor(answer: CacheableAnswer): CacheHeaders | null {
  if (answer.path !== '/api' && !answer.path.startsWith('/api/')) return null;
  if (answer.authorized) return { noStore: true, varyAuthorization: true };
  if (READS.has(answer.method) && answer.statusCode < 400) {
    return { noStore: false, varyAuthorization: true };
  }
  return { noStore: true, varyAuthorization: false };
}

function applyCacheHeaders(request: FastifyRequest, reply: FastifyReply): void {
  const headers = cacheHeadersFor({
    method: request.method,
    path: pathOf(request.url),
    authorized: Boolean(request.headers.authorization),
    statusCode: reply.statusCode,
  });
  if (!headers) return;
  if (headers.noStore) reply.header('cache-control', 'no-store');
  if (headers.varyAuthorization) addVary(reply, 'Authorization');
}

/**
 * Sets the headers on every answer, errors included, just before it is sent. A callback hook: an
 * async one costs every request a promise and a trip through the microtask queue.
 */
export function registerCacheHeaders(fastify: FastifyInstance): void {
  fastify.addHook('onSend', (request, reply, payload, done) => {
    applyCacheHeaders(request, reply);
    done(null, payload);
  });
}
