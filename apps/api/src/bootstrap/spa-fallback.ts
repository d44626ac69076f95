import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { NotFoundFallback } from '../common/errors/not-found-fallback.js';
import { addVary } from '../common/http-cache/vary.js';
import { type ContentEncoding, preferredEncoding } from './accept-encoding.js';

/** index.html as sent: plain, and compressed when that makes it smaller. */
interface IndexHtml {
  plain: Buffer;
  compressed: Partial<Record<ContentEncoding, Buffer>>;
}

function compressOnce(html: Buffer): IndexHtml {
  const candidates: Array<[ContentEncoding, Buffer]> = [
    ['br', brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })],
    ['gzip', gzipSync(html, { level: 9 })],
  ];
  return {
    plain: html,
    compressed: Object.fromEntries(candidates.filter(([, body]) => body.length < html.length)),
  };
}

/**
 * Answers browser navigations to client-side routes (/account/…) with the SPA's index.html; never
 * /api, a missing /uploads or /assets file, or any path naming a file (`/x.js.map`): those keep
 * their 404, so a missing asset is not mistaken for a page. The page is compressed once, at boot,
 * and never cached stale: it names the current build's hashed files.
 */
export class SpaFallback implements NotFoundFallback {
  private constructor(private readonly indexHtml: IndexHtml) {}

  static fromDist(distDir: string): SpaFallback | undefined {
    const index = join(distDir, 'index.html');
    return existsSync(index) ? new SpaFallback(compressOnce(readFileSync(index))) : undefined;
  }

  handles(request: FastifyRequest): boolean {
    return (
      (request.method === 'GET' || request.method === 'HEAD') &&
      !/^\/(api|uploads|assets)(\/|$|\?)/.test(request.url) &&
      !/\.[A-Za-z0-9]+$/.test(request.url.split('?')[0]!)
    );
  }

  send(reply: FastifyReply): void {
    const { compressed, plain } = this.indexHtml;
    const encoding = preferredEncoding(
      reply.request.headers['accept-encoding'],
      (['br', 'gzip'] as const).filter((name) => compressed[name]),
    );
    reply.status(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    addVary(reply, 'Accept-Encoding');
    if (encoding) reply.header('content-encoding', encoding);
    void reply.send(encoding ? compressed[encoding] : plain);
  }
}
