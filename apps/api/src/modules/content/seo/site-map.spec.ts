import { itemEntry, robotsTxt, sitemapXml } from './site-map.js';

describe('robots.txt', () => {
  it('allows the site, disallows private prefixes and names the sitemap on the same origin', () => {
    expect(robotsTxt('https://psy.example')).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /account',
        'Disallow: /admin',
        'Disallow: /api',
        'Disallow: /logout',
        'Disallow: /password-recovery',
        'Disallow: /forbidden',
        '',
        'Sitemap: https://psy.example/sitemap.xml',
        '',
      ].join('\n'),
    );
  });
});

describe('sitemap.xml', () => {
  it('writes absolute addresses, with lastmod only where known', () => {
    const xml = sitemapXml('https://psy.example', [
      { path: '/' },
      itemEntry('videocourses', 7, new Date('2026-03-01T10:00:00Z')),
    ]);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url><loc>https://psy.example/</loc></url>',
        '  <url><loc>https://psy.example/videocourses/7</loc><lastmod>2026-03-01T10:00:00.000Z</lastmod></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('escapes what XML reserves in an origin', () => {
    expect(sitemapXml("https://a.example/?x=1&y='2'", [{ path: '/kits' }])).toContain(
      '<loc>https://a.example/?x=1&amp;y=&apos;2&apos;/kits</loc>',
    );
  });
});
