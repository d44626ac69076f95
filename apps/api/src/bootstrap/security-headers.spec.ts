import { securityHeadersFor } from './security-headers.js';

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
