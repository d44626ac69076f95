import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyRequest } from 'fastify';
import { rawGet } from '../../test/support/raw-get.js';
import type { PageHeads } from './page-heads.js';
import { SpaFallback } from './spa-fallback.js';

const dist = mkdtempSync(join(tmpdir(), 'spa-fallback-'));
const html = `<!doctype html><html lang="ru"><head>${'<link rel="modulepreload" href="/assets/chunk.js">'.repeat(20)}</head></html>`;
writeFileSync(join(dist, 'index.html'), html);
const fallback = SpaFallback.fromDist(dist)!;
const request = (url: string, method = 'GET') => ({ url, method }) as FastifyRequest;

describe('SpaFallback.handles', () => {
  it.each([
    ['/', true],
    ['/account/videocourses', true],
    ['/videocourses/12?utm_source=mail', true],
    ['/api/v2/user/webinars/999', false],
    ['/uploads/images/missing.png', false],
    ['/assets/index-abc123.js.map', false],
    ['/assets/missing', false],
    ['/favicon-old.ico', false],
    ['/static/missing.pdf?download=1', false],
  ])('%s → %s', (url, expected) => {
    expect(fallback.handles(request(url))).toBe(expected);
  });

  it('answers only reads', () => {
    expect(fallback.handles(request('/account', 'POST'))).toBe(false);
    expect(fallback.handles(request('/account', 'HEAD'))).toBe(true);
  });
});

describe('SpaFallback.send', () => {
  const app = Fastify();
  app.get('/*', (_request, reply) => fallback.send(reply));
  const get = (headers: Record<string, string>) =>
    rawGet(app.server, '/account/videocourses', headers);
  beforeAll(() => app.listen({ port: 0, host: '127.0.0.1' }));
  afterAll(() => app.close());

  it('sends index.html in brotli to a client that accepts it, never to be used stale', async () => {
    const answer = await get({ 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(answer.body).toString()).toBe(html);
    expect(answer.body.length).toBeLessThan(html.length / 5);
  });

  it('sends gzip to a client that takes only gzip, and plain HTML to one that takes neither', async () => {
    const gzip = await get({ 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(html);
    const plain = await get({});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.body.toString()).toBe(html);
  });
});

describe('SpaFallback.send with page heads', () => {
  // The web build's module (apps/web/src/prerender/page-heads.ts, tested there) as far as the
  // fallback uses it: two routes, and a record of each page it writes.
  const written: string[] = [];
  const pageHeads: PageHeads = {
    listScreenItems: 8,
    routeOf: (pathname) =>
      pathname === '/about'
        ? '/about'
        : /^\/competencies\/\d+$/.test(pathname)
          ? '/competencies/:id'
          : null,
    renderRoutePage: (page, pageUrl) => {
      written.push(pageUrl);
      const route = new URL(pageUrl).pathname.startsWith('/about') ? '/about' : '/competencies/:id';
      return { route, html: page.replace('<head>', `<head><title>${route}</title>`) };
    },
    renderItemPage: () => null,
    renderListPage: () => null,
    renderMissingPage: () => null,
  };
  const withHeads = SpaFallback.fromDist(dist, { pageHeads, webUrl: 'https://shop.example' })!;
  const app = Fastify();
  app.get('/*', (_request, reply) => withHeads.send(reply));
  beforeAll(() => app.listen({ port: 0, host: '127.0.0.1' }));
  afterAll(() => app.close());

  it('sends each route its own page, written once for all its addresses, and the build’s page elsewhere', async () => {
    const page = async (path: string) =>
      brotliDecompressSync(
        (await rawGet(app.server, path, { 'accept-encoding': 'br' })).body,
      ).toString();
    expect(await page('/about?utm_source=mail')).toContain('<head><title>/about</title>');
    expect(await page('/about')).toContain('<head><title>/about</title>');
    expect(await page('/competencies/1')).toContain('<title>/competencies/:id</title>');
    expect(await page('/competencies/2')).toContain('<title>/competencies/:id</title>');
    expect(await page('/no/such/page')).toBe(html);
    expect(written).toEqual(['https://shop.example/about', 'https://shop.example/competencies/1']);
  });
});
