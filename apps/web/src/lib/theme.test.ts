import { afterEach, describe, expect, it } from 'vitest';
import { THEME_CSS_ID } from './boot-shell-markup';
import { appSystem, systemForPage } from './theme';

const system = appSystem();

describe('systemForPage', () => {
  afterEach(() => document.getElementById(THEME_CSS_ID)?.remove());

  it('leaves Chakra its global styles to add when the page has none (dev server, tests)', () => {
    expect(systemForPage(document)).toBe(system);
    expect(systemForPage(undefined)).toBe(system);
  });

  it('adds none when the build wrote them into the page, and is the same theme otherwise', () => {
    const style = document.createElement('style');
    style.id = THEME_CSS_ID;
    document.head.append(style);
    const pageSystem = systemForPage(document);
    expect(pageSystem._global).toEqual([]);
    expect(pageSystem.token('colors.brand.500')).toBe(system.token('colors.brand.500'));
    expect(pageSystem.getRecipe('button')).toBe(system.getRecipe('button'));
  });

  it('builds the global styles only when they are read (the patched createSystem)', () => {
    const descriptor = Object.getOwnPropertyDescriptor(system, '_global');
    expect(descriptor?.get).toBeTypeOf('function');
    // Read, they are built as before: the reset, the global rules and the token variables
    expect(system._global).toHaveLength(3);
  });
});
