import { pathOf } from './url-path.js';

describe('pathOf', () => {
  it.each([
    ['/api/health', '/api/health'],
    ['/api/v1/get-token?login=a@b.c&password=x', '/api/v1/get-token'],
    ['/a?b?c', '/a'],
    ['/?', '/'],
    ['', ''],
  ])('%s → %s', (url, path) => expect(pathOf(url)).toBe(path));
});
