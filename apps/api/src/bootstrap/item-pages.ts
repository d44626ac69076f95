import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Clock } from '../common/clock/clock.js';
import { AppError } from '../common/errors/app-error.js';
import { viewerOf } from '../modules/catalog/viewer.js';
import { ContentService } from '../modules/content/content.service.js';
import { KitsService } from '../modules/kits/kits.service.js';
import { WebinarsService } from '../modules/webinars/webinars.service.js';
import type { ItemKind, PageHeads } from './page-heads.js';
import type { SpaFallback } from './spa-fallback.js';

/** The largest id PostgreSQL's integer holds: a longer one is no item, not a query. */
const MAX_ID = 2_147_483_647;

const ITEM_ROUTES: Array<{ section: string; kind: ItemKind }> = [
  { section: '/videocourses', kind: 'videocourse' },
  { section: '/kits', kind: 'kit' },
  { section: '/competencies', kind: 'competence' },
];

/** Not there for a visitor: a missing or hidden item, or an id that names none. */
const NOT_AN_ITEM = Symbol('not an item');

/**
 * Sends a course's, a kit's or a competence's page with the item's own head, written by the web
 * build's module from the API's own anonymous answer for the item: its title and description, and
 * for a course and a kit their Open Graph tags and schema.org markup. Link previews (messengers,
 * social networks) and crawlers that run no script read nothing else; the app then keeps the head
 * in step as the visitor moves on. An item that is not there gets the app's «Страница не найдена»,
 * kept out of search (the app still shows a hidden course to an admin); when the item cannot be
 * read, the route's page.
 */
export function registerItemPages(
  app: NestFastifyApplication,
  {
    pageHeads,
    spaFallback,
    webUrl,
  }: { pageHeads: PageHeads; spaFallback: SpaFallback; webUrl: string },
): void {
  const indexHtml = spaFallback.indexPage;
  const clock = app.get(Clock);
  const webinars = app.get(WebinarsService);
  const kits = app.get(KitsService);
  const content = app.get(ContentService);

  const itemOf = async (kind: ItemKind, id: string): Promise<unknown> => {
    const number = /^[1-9]\d{0,9}$/.test(id) ? Number(id) : NaN;
    if (!(number <= MAX_ID)) return NOT_AN_ITEM;
    const viewer = viewerOf(null, clock.now());
    try {
      const item =
        kind === 'videocourse'
          ? await webinars.get(number, viewer)
          : kind === 'kit'
            ? await kits.get(number, viewer)
            : await content.competence(number);
      // As the API sends it, dates as text: the module reads the answer the app reads.
      return JSON.parse(JSON.stringify(item)) as unknown;
    } catch (error) {
      if (error instanceof AppError) return NOT_AN_ITEM;
      throw error;
    }
  };

  const sendPage = (reply: FastifyReply, html: string) =>
    // Compressed on the way out like any answer (compression.ts): the price in it changes.
    reply
      .status(200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(html);

  const fastify = app.getHttpAdapter().getInstance();
  for (const { section, kind } of ITEM_ROUTES) {
    fastify.get(
      `${section}/:id`,
      async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
        const pageUrl = `${webUrl}${section}/${encodeURIComponent(request.params.id)}`;
        let item: unknown;
        try {
          item = await itemOf(kind, request.params.id);
        } catch (error) {
          request.log.error({ err: error }, 'item page');
          return spaFallback.send(reply);
        }
        const html =
          item === NOT_AN_ITEM
            ? pageHeads.renderMissingPage(indexHtml, pageUrl)
            : pageHeads.renderItemPage(indexHtml, kind, item, pageUrl);
        return html ? sendPage(reply, html) : spaFallback.send(reply);
      },
    );
  }
}
