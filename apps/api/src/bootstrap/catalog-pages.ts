import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Clock } from '../common/clock/clock.js';
import { AppError } from '../common/errors/app-error.js';
import { idParamPipe } from '../common/validation/id-param.pipe.js';
import { viewerOf } from '../modules/catalog/viewer.js';
import { ContentService } from '../modules/content/content.service.js';
import { KitsService } from '../modules/kits/kits.service.js';
import { WebinarsService } from '../modules/webinars/webinars.service.js';
import type { ItemKind, ListKind, PageHeads } from './page-heads.js';
import type { SpaFallback } from './spa-fallback.js';
import { WrittenPages } from './written-pages.js';

/** Not there for a visitor: a missing or hidden item, or an id that names none. */
const NOT_AN_ITEM = Symbol('not an item');

/**
 * Sends the catalog's pages with the head the app writes for them and, for a course, a kit and
 * their lists, their first screen drawn by the app's own page, all from the API's own anonymous
 * answer (the web build's module writes them: see page-heads.ts). A phone shows the screen with
 * the HTML, before the scripts; link previews (messengers, social networks) and crawlers that run
 * no script read the item's title and description, and a course's or a kit's Open Graph tags and
 * schema.org markup. The app then keeps the head in step as the visitor moves on. An item that is
 * not there gets the app's «Страница не найдена», kept out of search (the app still shows a hidden
 * course to an admin); when the data cannot be read, the route's page.
 */
export function registerCatalogPages(
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
  // Each item and list as an anonymous visitor's GET of it answers.
  const itemRoutes: Array<{
    section: string;
    kind: ItemKind;
    read: (id: number) => Promise<unknown>;
  }> = [
    { section: '/videocourses', kind: 'videocourse', read: (id) => webinars.get(id, anonymous()) },
    { section: '/kits', kind: 'kit', read: (id) => kits.get(id, anonymous()) },
    { section: '/competencies', kind: 'competence', read: (id) => content.competence(id) },
  ];
  // A list's first items only, as many as its first screen draws: the whole catalog was hundreds
  // of items read, serialised and compared on every visit for the eight drawn.
  const screenItems = pageHeads.listScreenItems;
  const listRoutes: Array<{ path: string; kind: ListKind; read: () => Promise<unknown> }> = [
    {
      path: '/videocourses',
      kind: 'videocourses',
      read: () => webinars.list(anonymous(), screenItems),
    },
    { path: '/kits', kind: 'kits', read: () => kits.list(anonymous(), screenItems) },
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

  /**
   * Sends the page `write` makes; the route's page when it makes none, or when the data could not
   * be read or drawn (the app then shows the data, or why it could not load it).
   */
  const sendPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    write: () => Promise<string | null>,
  ) => {
    let html: string | null;
    try {
      html = await write();
    } catch (error) {
      request.log.error({ err: error }, 'catalog page');
      return spaFallback.send(reply);
    }
    if (html === null) return spaFallback.send(reply);
    // Compressed on the way out like any answer (compression.ts): the price in it changes.
    return reply
      .status(200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(html);
  };

  const fastify = app.getHttpAdapter().getInstance();
  for (const { section, kind, read } of itemRoutes) {
    fastify.get(
      `${section}/:id`,
      (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
        const pageUrl = `${webUrl}${section}/${encodeURIComponent(request.params.id)}`;
        return sendPage(request, reply, async () => {
          const answer = await answerOf(read, request.params.id);
          return answer === NOT_AN_ITEM
            ? pageHeads.renderMissingPage(indexHtml, pageUrl)
            : written.page(pageUrl, answer, () =>
                pageHeads.renderItemPage(indexHtml, kind, JSON.parse(answer), pageUrl),
              );
        });
      },
    );
  }
  for (const { path, kind, read } of listRoutes) {
    fastify.get(path, (request: FastifyRequest, reply: FastifyReply) => {
      const pageUrl = `${webUrl}${path}`;
      return sendPage(request, reply, async () => {
        const answer = JSON.stringify(await read());
        return written.page(pageUrl, answer, () =>
          pageHeads.renderListPage(indexHtml, kind, JSON.parse(answer), pageUrl),
        );
      });
    });
  }
}
