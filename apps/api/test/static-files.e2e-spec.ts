import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { rawGet } from './support/raw-get.js';
import { createTestApp, type TestApp } from './support/test-app.js';

// @fastify/static requires content-disposition (for downloads, which we never offer), an ES module
// jest on Node 20 cannot require; the running app loads the real one. (An ES module test finds
// jest's object on import.meta.)
const { jest: jestApi } = import.meta as ImportMeta & { jest: typeof jest };
jestApi.mock('content-disposition', () => () => 'attachment');

const script = Buffer.from('export const greeting = "Здравствуйте";\n'.repeat(200));
/** The page's inline script: the CSP specification's own hash-source example. */
const INLINE_SCRIPT = "alert('Hello, world.');";
/** An inline script of home.html only, as the start-up loader of pages with a drawn screen is. */
const START_LOADER = 'start();';
const hashSource = (script: string) =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/**
 * A web build as `pnpm build` leaves it: hashed assets with .br and .gz beside the larger ones, at
 * brotli's best quality, so an answer equal to them was not compressed on the fly (quality 4).
 */
function writeWebBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'locales/ru'), { recursive: true });
  const page = (frame: string, loader = '') =>
    `<!doctype html><html lang="ru"><head><script>${INLINE_SCRIPT}</script><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="boot-shell" data-boot-shell="${frame}" aria-hidden="true"></div><div id="root"></div>${loader}</body></html>`;
  writeFileSync(join(dist, 'index.html'), page('light'));
  writeFileSync(join(dist, 'home.html'), page('dark', `<script>${START_LOADER}</script>`));
  writeFileSync(join(dist, 'assets/index-abc123.js'), script);
  writeFileSync(join(dist, 'assets/index-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(join(dist, 'assets/index-abc123.js.gz'), gzipSync(script));
  writeFileSync(join(dist, 'assets/tiny-def456.js'), 'export const x = 1;\n');
  writeFileSync(join(dist, 'locales/ru/common.json'), JSON.stringify({ title: 'Курсы' }));
  return dist;
}

describe('the web build, served by the API', () => {
  let t: TestApp;
  let server: Server;
  let dist: string;

  beforeAll(async () => {
    dist = writeWebBuild();
    t = await createTestApp({ WEB_DIST_DIR: dist });
    await t.app.listen(0, '127.0.0.1');
    server = t.app.getHttpServer();
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends a hashed script as its .br file to a browser that accepts brotli, cached for good', async () => {
    const answer = await rawGet(server, '/assets/index-abc123.js', {
      'accept-encoding': 'gzip, deflate, br, zstd',
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.body).toEqual(brotliCompressSync(script));
    expect(brotliDecompressSync(answer.body)).toEqual(script);
  });

  it('sends the .gz file to a browser that takes only gzip, and the file itself to one that takes neither', async () => {
    const gzip = await rawGet(server, '/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body).toEqual(gzipSync(script));
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const plain = await rawGet(server, '/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toEqual(script);
  });

  it('serves the page itself compressed and never stale, at / and at any client-side route', async () => {
    for (const path of ['/', '/videocourses/12']) {
      const page = await rawGet(server, path, { 'accept-encoding': 'br' });
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['content-encoding']).toBe('br');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(page.body).toString()).toContain('/assets/index-abc123.js');
    }
  });

  it('sends the page the security headers of a page: its script sources, no framing by others', async () => {
    const page = await rawGet(server, '/videocourses/12', {});
    // The build's inline scripts, index.html's and home.html's, are allowed by their hashes, and no other.
    expect(hashSource(INLINE_SCRIPT)).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
    expect(page.headers['content-security-policy']).toContain(
      `script-src 'self' ${hashSource(INLINE_SCRIPT)} ${hashSource(START_LOADER)} https://mc.yandex.ru https://yastatic.net`,
    );
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('sends the build’s home.html at / (its header frame dark) and index.html at every other page', async () => {
    const frame = async (path: string, encoding?: string) => {
      const page = await rawGet(server, path, encoding ? { 'accept-encoding': encoding } : {});
      const html = (encoding === 'br' ? brotliDecompressSync(page.body) : page.body).toString();
      return /data-boot-shell="(\w+)"/.exec(html)?.[1];
    };
    expect(await frame('/')).toBe('dark');
    expect(await frame('/', 'br')).toBe('dark');
    expect(await frame('/videocourses')).toBe('light');
    expect(await frame('/videocourses', 'br')).toBe('light');
  });

  it('revalidates files that are not fingerprinted, and keeps a missing asset a 404', async () => {
    const locale = await rawGet(server, '/locales/ru/common.json');
    expect(locale.status).toBe(200);
    expect(locale.headers['cache-control']).toBe('no-cache');
    expect(locale.headers.etag).toBeDefined();

    const missing = await rawGet(server, '/assets/gone-000000.js', { 'accept-encoding': 'br' });
    expect(missing.status).toBe(404);
  });

  it('still compresses a small file without a precompressed twin', async () => {
    const tiny = await rawGet(server, '/assets/tiny-def456.js', { 'accept-encoding': 'br' });
    expect(tiny.status).toBe(200);
    expect(brotliDecompressSync(tiny.body).toString()).toBe('export const x = 1;\n');
  });
});
