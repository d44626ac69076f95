import type { FastifyBodyParser, FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error.js';
import { Messages } from '../errors/messages.js';
import { MAX_JSON_DEPTH } from './limits.js';

const OPEN_OBJECT = 0x7b; // {
const OPEN_ARRAY = 0x5b; // [
const CLOSE_OBJECT = 0x7d; // }
const CLOSE_ARRAY = 0x5d; // ]
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/**
 * Whether objects and arrays in a JSON text nest deeper than `limit`, found in one pass over the
 * bytes without recursion or parsing. Brackets inside strings do not count; in UTF-8 these ASCII
 * bytes never occur inside a multi-byte character.
 */
export function nestsDeeperThan(json: Buffer, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < json.length; index += 1) {
    const byte = json[index];
    if (inString) {
      if (byte === BACKSLASH) index += 1;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) {
      depth += 1;
      if (depth > limit) return true;
    } else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * Fastify's own JSON parser (prototype poisoning refused), behind a depth check: a body nested
 * thousands deep is refused in a millisecond, before the transformer would recurse through it.
 */
export function depthLimitedJsonParser(fastify: FastifyInstance): FastifyBodyParser<Buffer> {
  const parse = fastify.getDefaultJsonParser('error', 'error');
  return (request, body, done) => {
    if (nestsDeeperThan(body, MAX_JSON_DEPTH)) {
      done(new AppError('BAD_REQUEST', Messages.tooDeep), undefined);
      return;
    }
    parse(request, body.toString('utf8'), done);
  };
}
