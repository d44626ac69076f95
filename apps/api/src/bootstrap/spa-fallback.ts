import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Answers browser navigations to client-side routes (/account/…) with the SPA's index.html; never
 * /api or a missing /uploads file, which keep their JSON 404.
 */
export class SpaFallback {
  private constructor(private readonly indexHtml: Buffer) {}

  static fromDist(distDir: string): SpaFallback | undefined {
    const index = join(distDir, 'index.html');
    return existsSync(index) ? new SpaFallback(readFileSync(index)) : undefined;
  }

  handles(request: FastifyRequest): boolean {
    return (
      (request.method === 'GET' || request.method === 'HEAD') &&
      !/^\/(api|uploads)(\/|$|\?)/.test(request.url)
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
