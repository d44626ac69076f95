// @vitest-environment node
// In Node, as at build time: under a DOM, emotion puts the styles into the document instead.
import { describe, expect, it } from 'vitest';
import { renderThemeCss } from './theme-css';

describe('renderThemeCss', () => {
  const css = renderThemeCss();

  it('is the theme’s global styles: layer order, reset, global rules and token variables', () => {
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
    expect(css).toContain('@layer reset{');
    expect(css).toContain('--chakra-colors-brand-500:');
    expect(css).toContain('--chakra-fonts-heading:');
    // The site's own global rule (src/lib/theme.ts)
    expect(css).toMatch(/body\{[^}]*background:var\(--chakra-colors-bg\)/);
    expect(css).not.toContain('<');
  });

  it('gives no custom property to every element: Chakra’s are declared on the root and inherited', () => {
    const rules = [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map(([, selector, body]) => ({
      selectors: selector!.split(','),
      body: body!,
    }));
    const everyElement = rules.filter(({ selectors }) =>
      selectors.some((selector) => /^\*(::before|::after)?$/.test(selector)),
    );
    expect(everyElement.length).toBeGreaterThan(0);
    for (const { selectors, body } of everyElement) {
      expect(body, selectors.join(',')).not.toMatch(/(^|;)--/);
    }
    const onRoot = rules.find(({ selectors }) => selectors.join(',') === 'html,.light,.dark');
    expect(onRoot?.body).toContain('--global-color-border:var(--chakra-colors-border)');
    expect(onRoot?.body).toContain('--ring-color:');
  });
});
