import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { guardedPage, preloadArea } from './lazy-route';

const area = (text: string) => ({ Page: () => <p>{text}</p> });

describe('a page behind the guard', () => {
  it('renders at once, with no loader in between, when its area has arrived before', async () => {
    const load = vi.fn(async () => area('Мои курсы'));
    await preloadArea(load);
    const Page = guardedPage(load, (module) => module.Page);
    renderWithProviders(<Page />);
    // Present in the first commit: no Suspense fallback, whose content React would hold back.
    expect(screen.getByText('Мои курсы')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shares one download between the loader that started it and the page', async () => {
    const load = vi.fn(async () => area('Мои наборы'));
    const started = preloadArea(load);
    const Page = guardedPage(load, (module) => module.Page);
    renderWithProviders(<Page />);
    expect(await screen.findByText('Мои наборы')).toBeInTheDocument();
    await started;
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('downloads its area again after a failed attempt', async () => {
    const load = vi
      .fn<() => Promise<ReturnType<typeof area>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(area('Снова в сети'));
    await expect(preloadArea(load)).rejects.toThrow('offline');
    const Page = guardedPage(load, (module) => module.Page);
    renderWithProviders(<Page />);
    expect(await screen.findByText('Снова в сети')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
