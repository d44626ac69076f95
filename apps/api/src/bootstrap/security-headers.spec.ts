import { fastify } from 'fastify';
import { registerSecurityHeaders, securityHeadersFor } from './security-headers.js';

describe('security headers worked out once', () => {
  it('are the headers helmet sets for these options', () => {
    const headers = securityHeadersFor({
      contentSecurityPolicy: {
        directives: { defaultSrc: ["'self'"], imgSrc: ["'self'", 'data:'] },
      },
    });
    expect(headers['content-security-policy']).toContain("default-src 'self';");
    expect(headers['content-security-policy']).toContain("img-src 'self' data:;");
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'strict-transport-security': expect.stringContaining('max-age='),
      'referrer-policy': 'no-referrer',
    });
  });

  it('refuses options helmet refuses, at boot rather than on a request', () => {
    expect(() =>
      securityHeadersFor({ contentSecurityPolicy: { directives: { defaultSrc: ["'self';"] } } }),
    ).toThrow();
  });
});

describe('security headers by the kind of answer', () => {
  const pageOptions = { contentSecurityPolicy: { directives: { scriptSrc: ["'self'"] } } };

  async function headersOf(path: string): Promise<Record<string, string>> {
    const app = fastify();
    registerSecurityHeaders(app, pageOptions);
    app.get('/json', async () => ({ ok: true }));
    app.get('/page', async (_request, reply) => reply.type('text/html').send('<p>Курсы</p>'));
    app.get('/framed', async (_request, reply) =>
      reply.header('x-frame-options', 'SAMEORIGIN').send({ ok: true }),
    );
    app.get('/broken', async () => {
      throw new Error('broken');
    });
    // A real request: fastify.inject cannot be loaded inside jest's ESM mode.
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const response = await fetch(address + path);
      await response.text();
      return Object.fromEntries(response.headers.entries());
    } finally {
      await app.close();
    }
  }

  it('gives a JSON answer a policy that allows nothing and forbids framing, and no page-only header', async () => {
    const headers = await headersOf('/json');

    expect(headers).toMatchObject({
      'content-security-policy': "default-src 'none';frame-ancestors 'none'",
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-origin',
      'strict-transport-security': expect.stringContaining('max-age='),
    });
    for (const pageOnly of [
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'referrer-policy',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ]) {
      expect(headers).not.toHaveProperty(pageOnly);
    }
  });

  it('gives a page the page set, with its script sources', async () => {
    const headers = await headersOf('/page');

    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers).toMatchObject({
      'x-frame-options': 'SAMEORIGIN',
      'cross-origin-opener-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
    });
  });

  it('gives errors the JSON set too', async () => {
    const headers = await headersOf('/broken');

    expect(headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  });

  it('leaves a header the route set itself', async () => {
    const headers = await headersOf('/framed');

    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['x-content-type-options']).toBe('nosniff');
  });
});
