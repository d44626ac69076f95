import { Writable } from 'node:stream';
import { createRootLogger } from '../src/common/logging/logger.js';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('platform', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports PostgreSQL and Redis in /api/health', async () => {
    await t.http().get('/api/health').expect(200, { status: 'ok', postgres: 'up', redis: 'up' });
  });

  it('answers an unknown API path with the JSON error body', async () => {
    const response = await t.http().get('/api/v1/nothing-here').expect(404);
    expect(response.body).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'Страница не найдена',
    });
  });

  it('answers malformed JSON with a 400 in Russian', async () => {
    const response = await t
      .http()
      .post('/api/v1/get-token')
      .set('content-type', 'application/json')
      .send('{"login":')
      .expect(400);
    expect(response.body).toMatchObject({
      statusCode: 400,
      code: 'BAD_REQUEST',
      message: 'Некорректный запрос',
    });
  });

  it('sends security headers, a request id and CORS only for WEB_URL', async () => {
    const allowed = await t.http().get('/api/health').set('Origin', 'http://shop.test').expect(200);
    expect(allowed.headers['access-control-allow-origin']).toBe('http://shop.test');
    expect(allowed.headers['x-content-type-options']).toBe('nosniff');
    // A JSON answer's set (a page's is checked in static-files.e2e-spec.ts).
    expect(allowed.headers['content-security-policy']).toBe(
      "default-src 'none';frame-ancestors 'none'",
    );
    expect(allowed.headers['x-frame-options']).toBe('DENY');
    const foreign = await t.http().get('/api/health').set('Origin', 'http://evil.test').expect(200);
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves the OpenAPI document', async () => {
    const response = await t.http().get('/api/docs-json').expect(200);
    expect(response.body.paths['/api/v1/get-token']).toBeDefined();
  });
});

describe('request logs', () => {
  it('never contain passwords, tokens or the get-token query string', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logger = createRootLogger('info', sink);
    logger.info(
      {
        req: {
          id: '1',
          method: 'GET',
          url: '/api/v1/get-token?login=a@b.c&password=hunter22',
          headers: {},
        },
        body: { password: 'hunter22', api_token: 'tok-123' },
      },
      'incoming request',
    );
    logger.info({
      req: { id: '2', method: 'GET', url: '/x', headers: { authorization: 'Bearer tok-456' } },
    });
    const output = lines.join('');
    expect(output).toContain('/api/v1/get-token');
    for (const secret of ['hunter22', 'tok-123', 'tok-456', 'a@b.c'])
      expect(output).not.toContain(secret);
  });
});
