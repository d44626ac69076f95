import { fastify } from 'fastify';
import type { Clock } from '../clock/clock.js';
import { registerFloodGuard } from './flood-guard.js';

describe('flood guard', () => {
  // 20 s into a minute: the refusal asks to come back in 40 s.
  let current = Date.UTC(2026, 10, 28, 9, 0, 20);
  const clock: Clock = { now: () => new Date(current) };
  // Addresses come from X-Forwarded-For, as behind the production proxy.
  const server = fastify({ trustProxy: true });
  registerFloodGuard(server, { perMinute: 2, clock });
  server.get('/api/tags', () => ({ tags: [] }));
  server.post('/api/login', () => ({ ok: true }));
  server.get('/assets/index.js', () => 'code');
  let base: string;

  // A real request: fastify.inject cannot be loaded inside jest's ESM mode.
  const send = (path: string, address: string, init: RequestInit = {}) =>
    fetch(base + path, { ...init, headers: { 'x-forwarded-for': address, ...init.headers } });

  beforeAll(async () => {
    base = await server.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => server.close());

  it('refuses the address over the limit with the error contract and Retry-After', async () => {
    for (let i = 0; i < 2; i += 1) expect((await send('/api/tags', '192.0.2.1')).status).toBe(200);
    const refused = await send('/api/tags', '192.0.2.1');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('40');
    expect(await refused.json()).toEqual({
      statusCode: 429,
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(/[а-я]/),
    });
  });

  it('refuses before the body is read', async () => {
    const init = { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{no' };
    expect((await send('/api/login', '192.0.2.1', init)).status).toBe(429);
  });

  it('counts each address on its own and never counts the build assets', async () => {
    expect((await send('/api/tags', '192.0.2.2')).status).toBe(200);
    expect((await send('/assets/index.js', '192.0.2.1')).status).toBe(200);
  });

  it('lets the address in again when the minute ends', async () => {
    current += 40_000;
    expect((await send('/api/tags', '192.0.2.1')).status).toBe(200);
  });
});
