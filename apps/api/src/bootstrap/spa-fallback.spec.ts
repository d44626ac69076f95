import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { SpaFallback } from './spa-fallback.js';

const dist = mkdtempSync(join(tmpdir(), 'spa-fallback-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html>');
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
