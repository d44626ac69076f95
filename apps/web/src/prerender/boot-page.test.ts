import { describe, expect, it } from 'vitest';
import { withBootPage } from './boot-page';

const INDEX_HTML =
  '<html><head><link rel="modulepreload" crossorigin href="/assets/vendor.js">' +
  '<script type="module" crossorigin src="/assets/index.js"></script></head><body>' +
  '<div id="boot-shell" data-boot-shell="light"></div><div id="root"></div></body></html>';

describe('withBootPage', () => {
  it('lays the screen before the app’s root, naming the path it was drawn for', () => {
    const html = withBootPage(INDEX_HTML, {
      screen: '<h1>Курс за $& 100 ₽</h1>',
      pathname: '/videocourses/7',
      header: 'light',
    })!;
    expect(html).toMatch(
      /<div id="boot-page" data-boot-path="\/videocourses\/7"><style>[^<]*<\/style><h1>Курс за \$& 100 ₽<\/h1><\/div><div id="root"><\/div>/,
    );
    // Under the light header's border from 48em up, where the header is in the page's flow.
    expect(html).toContain('@media (min-width:48em){#boot-page{top:65px}}');
    expect(html).toContain('data-boot-shell="light"');
  });

  it('marks a screen drawn for an anonymous visitor, which a signed-in one’s app takes away', () => {
    const course = {
      screen: '<h1>Курс</h1>',
      pathname: '/videocourses/7',
      header: 'light',
    } as const;
    expect(withBootPage(INDEX_HTML, { ...course, anonymous: true })).toContain(
      '<div id="boot-page" data-boot-path="/videocourses/7" data-boot-anonymous>',
    );
    expect(withBootPage(INDEX_HTML, course)).toContain(
      '<div id="boot-page" data-boot-path="/videocourses/7">',
    );
  });

  it('hides a screen drawn for an anonymous visitor from a page the hint marks signed in', () => {
    const html = withBootPage(INDEX_HTML, {
      screen: '<h1>Курс</h1>',
      pathname: '/videocourses/7',
      header: 'light',
      anonymous: true,
    })!;
    expect(html).toContain('[data-signed-in] #boot-page[data-boot-anonymous]{display:none}');
  });

  it('gives the home page’s screen the dark frame, with no border to clear', () => {
    const html = withBootPage(INDEX_HTML, {
      screen: '<h1>Герой</h1>',
      pathname: '/',
      header: 'dark',
    })!;
    expect(html).toContain('data-boot-shell="dark"');
    expect(html).not.toContain('top:65px');
  });

  it('asks for the scripts once the page has painted: they make a page already shown interactive', () => {
    const html = withBootPage(INDEX_HTML, { screen: '', pathname: '/', header: 'dark' })!;
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('"entry":"/assets/index.js","modules":["/assets/vendor.js"]');
  });

  it('keeps a path’s quotes and brackets out of the markup, and needs a root', () => {
    const html = withBootPage(INDEX_HTML, { screen: '', pathname: '/a"b<c', header: 'light' })!;
    expect(html).toContain('data-boot-path="/a%22b%3Cc"');
    expect(
      withBootPage('<html><body></body></html>', { screen: '', pathname: '/', header: 'light' }),
    ).toBeNull();
  });

  it('puts the screen’s styles into the head, out of the screen', () => {
    const html = withBootPage(INDEX_HTML, {
      screen:
        '<style data-emotion="css a1">.css-a1{color:red;}</style><h1 class="css-a1">Курс</h1>',
      pathname: '/videocourses/7',
      header: 'light',
    })!;
    expect(html).toContain('<style data-emotion="css a1">.css-a1{color:red;}</style></head>');
    expect(html).toMatch(/<\/style><h1 class="css-a1">Курс<\/h1><\/div><div id="root">/);
  });
});
