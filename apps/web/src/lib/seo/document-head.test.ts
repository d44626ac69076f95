import { beforeEach, describe, expect, it } from 'vitest';
import { type HeadTags, writeHead } from './document-head';

const shared: HeadTags = {
  title: 'Курс — Сайт',
  description: 'О курсе',
  robots: null,
  properties: { 'og:title': 'Курс', 'og:type': 'product' },
  structuredData: '{"@type":"Course"}',
};
const plain: HeadTags = {
  title: 'Контакты — Сайт',
  description: 'Как связаться',
  robots: null,
  properties: {},
  structuredData: null,
};

const metas = (selector: string) => document.head.querySelectorAll(`meta${selector}`);

describe('writeHead', () => {
  beforeEach(() => {
    // What index.html (or the server, for a shared page) puts in the head before the app runs.
    document.head.innerHTML =
      '<meta name="description" content="Из index.html"><meta property="og:title" content="С сервера">' +
      '<meta property="og:image" content="https://psy.example/a.png"><meta charset="utf-8">';
  });

  it('reuses the tags already there instead of doubling them', () => {
    writeHead(document, shared);
    expect(document.title).toBe('Курс — Сайт');
    expect(metas('[name="description"]')).toHaveLength(1);
    expect(metas('[name="description"]')[0]).toHaveAttribute('content', 'О курсе');
    expect(metas('[property="og:title"]')).toHaveLength(1);
    expect(metas('[property="og:title"]')[0]).toHaveAttribute('content', 'Курс');
    expect(metas('[property="og:type"]')[0]).toHaveAttribute('content', 'product');
    // A property the page no longer states is dropped, not left stale.
    expect(metas('[property="og:image"]')).toHaveLength(0);
    expect(document.head.querySelector('script[type="application/ld+json"]')?.textContent).toBe(
      '{"@type":"Course"}',
    );
    expect(metas('[charset]')).toHaveLength(1);
  });

  it("removes the shared page's tags on a page that has none, and sets robots only when asked", () => {
    writeHead(document, shared);
    writeHead(document, plain);
    expect(document.title).toBe('Контакты — Сайт');
    expect(metas('[property]')).toHaveLength(0);
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
    expect(metas('[name="robots"]')).toHaveLength(0);
    writeHead(document, { ...plain, robots: 'noindex' });
    expect(metas('[name="robots"]')[0]).toHaveAttribute('content', 'noindex');
    writeHead(document, plain);
    expect(metas('[name="robots"]')).toHaveLength(0);
  });
});
