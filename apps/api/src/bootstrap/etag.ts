import { hash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { SMALL_ANSWER_BYTES } from './compression.js';

/** A weak tag: the same JSON is the same answer whether it travels gzip, brotli or plain. */
export const etagOf = (body: Buffer) => `W/"${hash('sha1', body, 'base64url')}"`;

/** If-None-Match holds this tag (compared weakly), or is `*`. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/** Whether the body has at least `bytes` bytes; a string's UTF-8 length is measured only when short. */
const reaches = (payload: string | Buffer, bytes: number) =>
  payload.length >= bytes || (typeof payload === 'string' && Buffer.byteLength(payload) >= bytes);

/**
 * Tags every successful read answered from memory that caches may keep with a hash of its body, and answers 304 with no
 * body when the client already holds that version: a visitor's browser revalidates the catalog for
 * a few hundred bytes instead of downloading it again. The hash is taken before compression (hooks
 * of the instance run before the compression hook of the route). Streamed answers (static files)
 * carry their own validators. Small answers are left untagged: a 304 would save less than the
 * round trip costs, and hashing them was a few per cent of a small request.
 */
export function registerEtag(fastify: FastifyInstance): void {
  fastify.addHook('onSend', (request, reply, payload, done) => {
    const read = request.method === 'GET' || request.method === 'HEAD';
    const inMemory = typeof payload === 'string' || Buffer.isBuffer(payload);
    if (!read || reply.statusCode !== 200 || !inMemory || !reaches(payload, SMALL_ANSWER_BYTES)) {
      done(null, payload);
      return;
    }
    // A no-store answer (anything personal) is never revalidated: hashing it is wasted work.
    const storable = !String(reply.getHeader('cache-control') ?? '').includes('no-store');
    if (!storable || reply.hasHeader('etag')) {
      done(null, payload);
      return;
    }
    // Encoded to UTF-8 once, here: hashed, then sent (or compressed) as these bytes. Left a
    // string, a large answer would be encoded again for its length and for the socket.
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    const etag = etagOf(body);
    reply.header('etag', etag);
    if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
      reply.code(304);
      done(null, '');
      return;
    }
    done(null, body);
  });
}
