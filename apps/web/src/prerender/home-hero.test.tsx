// @vitest-environment node
// In Node, as at build time: under a DOM, emotion puts the styles into the document instead.
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import pages from '../../public/locales/ru/pages.json';
import { renderHomeHero } from './home-hero';

describe('renderHomeHero', () => {
  const html = renderHomeHero({ ru: { pages } });

  it('writes the hero of the home page with its texts and links', () => {
    const hero = new new Window().DOMParser().parseFromString(html, 'text/html');
    expect(hero.querySelector('[data-testid="home-hero"] h1')?.textContent).toBe(pages.home.title);
    expect(hero.body.textContent).toContain(pages.home.lead);
    const links = [...hero.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/videocourses', '/kits']);
    // Every text comes from the translations given: a missing one would show as its key
    expect(hero.body.textContent).not.toMatch(/home\.\w+/);
  });

  it('carries each element’s rules, not the theme’s global styles (the page’s head has them)', () => {
    expect(html).toMatch(/<style data-emotion="css [\w ]+">/);
    expect(html).not.toContain('@layer tokens{');
    expect(html).not.toContain('--chakra-colors-brand-500:');
  });
});
