import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The docker-compose site is this nginx: a path the API answers but nginx keeps for itself reaches
 * the SPA's index.html instead (uploaded covers did, until /uploads/ was proxied).
 */
const config = readFileSync(path.join(import.meta.dirname, 'nginx.conf'), 'utf8');

interface Location {
  modifier: '' | '=' | '^~' | '~' | '~*';
  pattern: string;
  body: string;
}

const locations: Location[] = [
  ...config.matchAll(/^\s*location\s+(?:(=|\^~|~\*|~)\s+)?(\S+)\s*\{([^}]*)\}/gm),
].map(([, modifier = '', pattern = '', body = '']) => ({
  modifier: modifier as Location['modifier'],
  pattern,
  body,
}));

/** nginx's choice: an exact match, else the longest prefix unless a regex (in order) matches. */
function locationOf(uri: string): Location | undefined {
  const exact = locations.find((l) => l.modifier === '=' && l.pattern === uri);
  if (exact) return exact;
  const prefix = locations
    .filter((l) => (l.modifier === '' || l.modifier === '^~') && uri.startsWith(l.pattern))
    .sort((a, b) => b.pattern.length - a.pattern.length)[0];
  if (prefix?.modifier === '^~') return prefix;
  const regex = locations.find(
    (l) =>
      (l.modifier === '~' || l.modifier === '~*') &&
      new RegExp(l.pattern, l.modifier === '~*' ? 'i' : '').test(uri),
  );
  return regex ?? prefix;
}

const proxiedToApi = (uri: string) =>
  /proxy_pass\s+http:\/\/api:3000;/.test(locationOf(uri)?.body ?? '');

describe('nginx.conf', () => {
  it('reads every location block', () => {
    expect(locations.length).toBe(config.match(/^\s*location\s/gm)?.length);
  });

  it.each([
    '/api/v2/user/webinars',
    '/api/docs',
    '/api/v1/payment/robokassa/result',
    '/uploads/images/0b6a.jpg',
    '/uploads/images/0b6a-w768.webp',
    '/robots.txt',
    '/sitemap.xml',
    '/videocourses',
    '/videocourses/12',
    '/kits',
    '/kits/3',
    '/competencies/4',
  ])('sends %s to the API', (uri) => {
    expect(proxiedToApi(uri)).toBe(true);
  });

  it.each(['/', '/assets/index-1a2b3c.js', '/locales/ru/common.json', '/account/videocourses'])(
    'serves %s from the build',
    (uri) => {
      expect(locationOf(uri)).toBeDefined();
      expect(proxiedToApi(uri)).toBe(false);
    },
  );
});
