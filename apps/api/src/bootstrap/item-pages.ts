import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Clock } from '../common/clock/clock.js';
import { AppError } from '../common/errors/app-error.js';
import { KitsService } from '../modules/kits/kits.service.js';
import { viewerOf } from '../modules/catalog/viewer.js';
import { WebinarsService } from '../modules/webinars/webinars.service.js';
import type { SpaFallback } from './spa-fallback.js';

type ItemKind = 'videocourse' | 'kit';

/** What the web build's server module exports (apps/web/src/prerender/item-head.ts). */
interface ItemHeadModule {
  renderItemPage(html: string, kind: ItemKind, item: unknown, pageUrl: string): string | null;
}

/** Where the web build puts that module: dist-ssr/ beside the dist/ it serves to browsers. */
export const itemHeadModulePath = (webDistDir: string) =>
  join(webDistDir, '..', 'dist-ssr', 'item-head.js');

/** The largest id PostgreSQL's integer holds: a longer one is no item, not a query. */
const MAX_ID = 2_147_483_647;

const ITEM_ROUTES: Array<{ path: string; kind: ItemKind }> = [
  { path: '/videocourses/:id', kind: 'videocourse' },
  { path: '/kits/:id', kind: 'kit' },
];

/**
 * Sends a course's or a kit's page with the item's own title, description, Open Graph tags and
 * schema.org markup in its head, written by the web build's module from the API's own anonymous
 * answer for the item: link previews (messengers, social networks) and crawlers that run no script
 * read nothing else. The app then keeps the head in step as the visitor moves on. Anything that is
 * not a visible item (a missing or hidden one, an id that is not one) gets the page as it is, and
 * the app shows what it shows for it. Does nothing without the module (a build without it, tests).
 */
export async function registerItemPages(
  app: NestFastifyApplication,
  {
    webDistDir,
    webUrl,
    spaFallback,
  }: { webDistDir: string; webUrl: string; spaFallback: SpaFallback },
): Promise<void> {
  const modulePath = itemHeadModulePath(webDistDir);
  if (!existsSync(modulePath)) return;
  const { renderItemPage } = (await import(pathToFileURL(modulePath).href)) as ItemHeadModule;
  const indexHtml = readFileSync(join(webDistDir, 'index.html'), 'utf8');
  const clock = app.get(Clock);
  const webinars = app.get(WebinarsService);
  const kits = app.get(KitsService);

  const itemOf = async (kind: ItemKind, id: number): Promise<unknown> => {
    const viewer = viewerOf(null, clock.now());
    const item =
      kind === 'videocourse' ? await webinars.get(id, viewer) : await kits.get(id, viewer);
    // As the API sends it, dates as text: the module reads the answer the app reads.
    return JSON.parse(JSON.stringify(item)) as unknown;
  };

  const fastify = app.getHttpAdapter().getInstance();
  for (const { path, kind } of ITEM_ROUTES) {
    const section = path.slice(0, path.indexOf('/:'));
    fastify.get(
      path,
      async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
        const id = /^[1-9]\d{0,9}$/.test(request.params.id) ? Number(request.params.id) : NaN;
        const item =
          id <= MAX_ID
            ? await itemOf(kind, id).catch((error: unknown) => {
                // A missing or hidden item is the app's to show; anything else still gets the page.
                if (!(error instanceof AppError)) request.log.error({ err: error }, 'item page');
                return null;
              })
            : null;
        const html = item && renderItemPage(indexHtml, kind, item, `${webUrl}${section}/${id}`);
        if (!html) return spaFallback.send(reply);
        // Compressed on the way out like any answer (compression.ts); the price in it changes.
        return reply
          .status(200)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(html);
      },
    );
  }
}
