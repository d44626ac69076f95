import { cacheHeadersFor } from './cache-headers.js';

describe('cache headers of API answers', () => {
  const answer = {
    method: 'GET',
    path: '/api/v2/user/webinars',
    authorized: false,
    statusCode: 200,
  };

  it.each([
    ['an anonymous catalogue read', {}, { noStore: false, varyAuthorization: true }],
    ['an anonymous 304', { statusCode: 304 }, { noStore: false, varyAuthorization: true }],
    ['an anonymous HEAD', { method: 'HEAD' }, { noStore: false, varyAuthorization: true }],
    ['a read with a token', { authorized: true }, { noStore: true, varyAuthorization: true }],
    [
      'an error to a request with a token',
      { authorized: true, statusCode: 401 },
      { noStore: true, varyAuthorization: true },
    ],
    [
      'a login (a write)',
      { method: 'POST', path: '/api/v1/get-token' },
      { noStore: true, varyAuthorization: false },
    ],
    ['an anonymous error', { statusCode: 404 }, { noStore: true, varyAuthorization: false }],
  ])('%s', (_, overrides, expected) => {
    expect(cacheHeadersFor({ ...answer, ...overrides })).toEqual(expected);
  });

  it.each(['/', '/uploads/a.png', '/apidocs', '/catalog'])(
    'leaves %s to the static handlers',
    (path) => {
      expect(cacheHeadersFor({ ...answer, path, authorized: true })).toBeNull();
    },
  );
});
