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
