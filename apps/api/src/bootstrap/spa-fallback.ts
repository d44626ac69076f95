import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { NotFoundFallback } from '../common/errors/not-found-fallback.js';

/**
 * Answers browser navigations to client-side routes (/account/…) with the SPA's index.html; never
 * /api, a missing /uploads or /assets file, or any path naming a file (`/x.js.map`): those keep
 * their 404, so a missing asset is not mistaken for a page.
 */
export class SpaFallback implements NotFoundFallback {
  private constructor(private readonly indexHtml: Buffer) {}

  static fromDist(distDir: string): SpaFallback | undefined {
    const index = join(distDir, 'index.html');
    return existsSync(index) ? new SpaFallback(readFileSync(index)) : undefined;
  }

  handles(request: FastifyRequest): boolean {
    return (
      (request.method === 'GET' || request.method === 'HEAD') &&
      !/^\/(api|uploads|assets)(\/|$|\?)/.test(request.url) &&
      !/\.[A-Za-z0-9]+$/.test(request.url.split('?')[0]!)
    );
  }

  send(reply: FastifyReply): void {
    void reply
      .status(200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(this.indexHtml);
  }
}
