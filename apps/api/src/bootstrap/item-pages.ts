import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Clock } from '../common/clock/clock.js';
import { AppError } from '../common/errors/app-error.js';
import { idParamPipe } from '../common/validation/id-param.pipe.js';
import { viewerOf } from '../modules/catalog/viewer.js';
import { ContentService } from '../modules/content/content.service.js';
import { KitsService } from '../modules/kits/kits.service.js';
import { WebinarsService } from '../modules/webinars/webinars.service.js';
import type { ItemKind, PageHeads } from './page-heads.js';
import type { SpaFallback } from './spa-fallback.js';
import { WrittenPages } from './written-pages.js';

/** Not there for a visitor: a missing or hidden item, or an id that names none. */
const NOT_AN_ITEM = Symbol('not an item');

/**
 * Sends a course's, a kit's or a competence's page with the item's own head, written by the web
 * build's module from the API's own anonymous answer for the item: its title and description, and
 * for a course and a kit their Open Graph tags and schema.org markup, and their first screen drawn
 * by the app's own page (a phone shows the item with the HTML, before the scripts). Link previews (messengers,
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
  const anonymous = () => viewerOf(null, clock.now());
  const written = new WrittenPages();
  // Each item as an anonymous visitor's GET of it answers.
  const itemRoutes: Array<{
    section: string;
    kind: ItemKind;
    read: (id: number) => Promise<unknown>;
  }> = [
    { section: '/videocourses', kind: 'videocourse', read: (id) => webinars.get(id, anonymous()) },
    { section: '/kits', kind: 'kit', read: (id) => kits.get(id, anonymous()) },
    { section: '/competencies', kind: 'competence', read: (id) => content.competence(id) },
  ];

  /** The item's answer as the API sends it (dates as text): the module reads what the app reads. */
  const answerOf = async (
    read: (id: number) => Promise<unknown>,
    id: string,
  ): Promise<string | typeof NOT_AN_ITEM> => {
    try {
      // The API's own check of a path id: a bad one is an AppError, as a missing item is.
      return JSON.stringify(await read(idParamPipe.transform(id)));
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
  for (const { section, kind, read } of itemRoutes) {
    fastify.get(
      `${section}/:id`,
      async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
        const pageUrl = `${webUrl}${section}/${encodeURIComponent(request.params.id)}`;
        let html: string | null;
        try {
          const answer = await answerOf(read, request.params.id);
          html =
            answer === NOT_AN_ITEM
              ? pageHeads.renderMissingPage(indexHtml, pageUrl)
              : written.page(pageUrl, answer, () =>
                  pageHeads.renderItemPage(indexHtml, kind, JSON.parse(answer), pageUrl),
                );
        } catch (error) {
          // The item could not be read or drawn: the route's page, whose app shows the item.
          request.log.error({ err: error }, 'item page');
          return spaFallback.send(reply);
        }
        return html ? sendPage(reply, html) : spaFallback.send(reply);
      },
    );
  }
}
