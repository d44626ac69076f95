import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createWebinar } from './support/catalog-factories.js';
import { registerUser, type Session } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

interface RawAnswer {
  statusCode: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as sent: supertest and fetch would decompress them. */
  body: Buffer;
  json: () => unknown;
}

describe('compressed answers and revalidation with ETag', () => {
  let t: TestApp;
  let port: number;
  let learner: Session;
  const list = '/api/v2/user/webinars';

  const send = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
    new Promise<RawAnswer>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const request = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method,
          path,
          headers: payload ? { ...headers, 'content-type': 'application/json' } : headers,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const bytes = Buffer.concat(chunks);
            resolve({
              statusCode: response.statusCode ?? 0,
              headers: response.headers,
              body: bytes,
              json: () => JSON.parse(bytes.toString()),
            });
          });
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
  const get = (path: string, headers: Record<string, string> = {}) => send('GET', path, headers);

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen(0, '127.0.0.1');
    port = (t.app.getHttpServer().address() as { port: number }).port;
    learner = await registerUser(t.http);
    // Enough text that the list is far above the compression threshold.
    for (let index = 0; index < 3; index += 1) {
      await createWebinar(t.dataSource, {
        description: Array.from({ length: 6 }, () => 'Абзац длинного описания курса. '.repeat(12)),
      });
    }
  });
  afterAll(() => t.close());

  describe('compression', () => {
    it('sends brotli to a client that prefers it, and the same JSON as uncompressed', async () => {
      const plain = await get(list);
      expect(plain.headers['content-encoding']).toBeUndefined();
      const brotli = await get(list, { 'accept-encoding': 'br, gzip' });
      expect(brotli.statusCode).toBe(200);
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers.vary).toMatch(/accept-encoding/i);
      expect(brotli.body.length).toBeLessThan(plain.body.length / 3);
      expect(JSON.parse(brotliDecompressSync(brotli.body).toString())).toEqual(plain.json());
    });

    it('sends gzip to a client that only takes gzip', async () => {
      const plain = await get(list);
      const gzip = await get(list, { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(gzip.body).toString())).toEqual(plain.json());
    });

    it('leaves small answers as they are', async () => {
      const small = await get('/api/v2/user/webinars/999999', { 'accept-encoding': 'br, gzip' });
      expect(small.statusCode).toBe(404);
      expect(small.headers['content-encoding']).toBeUndefined();
      expect(small.json()).toMatchObject({ code: 'WEBINAR_NOT_FOUND' });
    });
  });

  describe('ETag', () => {
    it('answers 304 without a body when the visitor already has the catalog', async () => {
      const first = await get(list);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^W\/"[\w-]+"$/);

      const again = await get(list, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      // A list of tags, and the strong form of the same tag, match too.
      expect((await get(list, { 'if-none-match': `W/"other", ${etag}` })).statusCode).toBe(304);
      expect((await get(list, { 'if-none-match': etag.slice(2) })).statusCode).toBe(304);
    });

    it('tags the answer, not its encoding', async () => {
      const plain = await get(list);
      const brotli = await get(list, { 'accept-encoding': 'br' });
      expect(brotli.headers.etag).toBe(plain.headers.etag);
      const revalidated = await get(list, {
        'accept-encoding': 'br',
        'if-none-match': plain.headers.etag as string,
      });
      expect(revalidated.statusCode).toBe(304);
    });

    it('sends the new catalog once it has changed', async () => {
      const before = (await get(list)).headers.etag as string;
      const added = await createWebinar(t.dataSource, { title: 'Новый курс для проверки ETag' });
      const after = await get(list, { 'if-none-match': before });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(before);
      const { webinars } = after.json() as { webinars: { id: number }[] };
      expect(webinars.map((webinar) => webinar.id)).toContain(added.id);
    });

    it('is left off errors and writes, which never answer 304', async () => {
      const missing = await get('/api/v2/user/webinars/999999');
      expect(missing.headers.etag).toBeUndefined();
      const write = await send(
        'POST',
        '/api/v1/get-token',
        { 'if-none-match': '*' },
        { login: learner.login, password: learner.password },
      );
      expect(write.statusCode).toBe(200);
      expect(write.headers.etag).toBeUndefined();
    });

    it('is left off personal answers, which caches never keep', async () => {
      const personal = await get(list, {
        authorization: `Bearer ${learner.token}`,
        'if-none-match': '*',
      });
      expect(personal.statusCode).toBe(200);
      expect(personal.headers['cache-control']).toBe('no-store');
      expect(personal.headers.etag).toBeUndefined();
    });
  });
});
