import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { NotFoundFallback } from '../common/errors/not-found-fallback.js';
import { addVary } from '../common/http-cache/vary.js';
import { type ContentEncoding, preferredEncoding } from './accept-encoding.js';
import type { PageHeads } from './page-heads.js';
import { pathOf } from '../common/text/url-path.js';

/** What writes each route's own head into its page (page-heads.ts), and the site's address. */
export interface RouteHeads {
  pageHeads: PageHeads;
  webUrl: string;
}

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
 * The web build's copy of index.html for the home page, whose header (and the frame the page paints
 * before its script runs) is dark: apps/web/build/boot-shell.ts.
 */
const HOME_PAGE = 'home.html';

/**
 * Answers browser navigations to client-side routes (/account/…) with the SPA's index.html; never
 * /api, a missing /uploads or /assets file, or any path naming a file (`/x.js.map`): those keep
 * their 404, so a missing asset is not mistaken for a page. Each page is compressed once (at boot,
 * or on its route's first request) and never cached stale: it names the current build's hashed
 * files.
 */
export class SpaFallback implements NotFoundFallback {
  /** Each route's page with its own head, made on the route's first request: `home|/about`. */
  private readonly routePages = new Map<string, IndexHtml>();

  private constructor(
    private readonly indexHtml: IndexHtml,
    private readonly homeHtml: IndexHtml,
    private readonly heads?: RouteHeads,
  ) {}

  /**
   * The build's pages; with `heads`, each route's page carries the title and description the app
   * gives it (page-heads.ts), for link previews and crawlers that run no script.
   */
  static fromDist(distDir: string, heads?: RouteHeads): SpaFallback | undefined {
    const index = join(distDir, 'index.html');
    if (!existsSync(index)) return undefined;
    const indexHtml = compressOnce(readFileSync(index));
    const home = join(distDir, HOME_PAGE);
    return new SpaFallback(
      indexHtml,
      existsSync(home) ? compressOnce(readFileSync(home)) : indexHtml,
      heads,
    );
  }

  /** index.html as the build wrote it. */
  get indexPage(): string {
    return this.indexHtml.plain.toString('utf8');
  }

  /**
   * The pages as the build wrote them: index.html and home.html. The pages the server draws a
   * catalog screen into carry home.html's inline scripts (the web build's prerender/boot-page.ts).
   */
  get builtPages(): string[] {
    return [this.indexHtml, this.homeHtml].map((page) => page.plain.toString('utf8'));
  }

  /** The page for a path: its route's own, or the build's for an address the app does not know. */
  private pageFor(url: string, page: 'home' | 'other'): IndexHtml {
    const built = page === 'home' ? this.homeHtml : this.indexHtml;
    if (!this.heads) return built;
    const { pageHeads, webUrl } = this.heads;
    const pathname = pathOf(url);
    const route = pageHeads.routeOf(pathname);
    if (route === null) return built;
    const key = `${page}|${route}`;
    let routePage = this.routePages.get(key);
    if (!routePage) {
      const rendered = pageHeads.renderRoutePage(
        built.plain.toString('utf8'),
        `${webUrl}${pathname}`,
      );
      routePage = rendered ? compressOnce(Buffer.from(rendered.html)) : built;
      this.routePages.set(key, routePage);
    }
    return routePage;
  }

  handles(request: FastifyRequest): boolean {
    return (
      (request.method === 'GET' || request.method === 'HEAD') &&
      !/^\/(api|uploads|assets)(\/|$|\?)/.test(request.url) &&
      !/\.[A-Za-z0-9]+$/.test(pathOf(request.url))
    );
  }

  /** The page, or the home page's copy (home.html, when the build has one). */
  send(reply: FastifyReply, page: 'home' | 'other' = 'other'): void {
    const { compressed, plain } = this.pageFor(reply.request.url, page);
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
