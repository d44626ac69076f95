import { describe, expect, it, vi } from 'vitest';

const createSystem = vi.hoisted(() => vi.fn());

vi.mock('@chakra-ui/react', async (importOriginal) => {
  const chakra = await importOriginal<typeof import('@chakra-ui/react')>();
  createSystem.mockImplementation(chakra.createSystem);
  return { ...chakra, createSystem };
});

describe('appSystem', () => {
  it('is not built while the modules load, only when main.tsx asks for it, and then once', async () => {
    const { appSystem } = await import('./theme');
    await import('@/app/providers');
    expect(createSystem).not.toHaveBeenCalled();
    const system = appSystem();
    expect(appSystem()).toBe(system);
    expect(createSystem).toHaveBeenCalledTimes(1);
  });
});

describe('buildAppSystem', () => {
  it('makes the system in steps, awaiting between them, and appSystem answers it after', async () => {
    vi.resetModules();
    const { appSystem, buildAppSystem } = await import('./theme');
    const { palette } = await import('./palette');
    createSystem.mockClear();
    let pauses = 0;
    const system = await buildAppSystem(async () => {
      pauses += 1;
    });
    // The patched createSystem's pauses: after merging, four in the token dictionary, three after.
    expect(pauses).toBe(8);
    expect(appSystem()).toBe(system);
    expect(createSystem).not.toHaveBeenCalled();
    // The site's theme: its palette over Chakra's, its semantic tokens and Chakra's scales.
    expect(system.token('colors.gray.500')).toBe(palette.gray[500]);
    expect(system.token('colors.brand.600')).toBe(palette.brand[600]);
    expect(system.getRecipe('button')).toBeDefined();
    expect(system.css({ color: 'fg.muted', px: 4 })).toEqual({
      color: 'var(--chakra-colors-fg-muted)',
      paddingInline: 'var(--chakra-spacing-4)',
    });
  });
});
