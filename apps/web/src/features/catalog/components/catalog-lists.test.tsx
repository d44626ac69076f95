import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { stubFetch } from '@/testing/fetch-stub';
import { buildWebinar } from '@/testing/catalog-fixtures';
import { KitsPage } from './kits-page';
import { VideocoursesPage } from './videocourses-page';

describe('catalog lists', () => {
  it('sends a visitor of an empty catalog to the consultation booking', async () => {
    stubFetch({ 'GET /api/v2/user/webinars': () => ({ body: { webinars: [] } }) });
    renderWithProviders(<VideocoursesPage />);
    const empty = await screen.findByTestId('empty-state');
    expect(empty).toHaveTextContent('Видеокурсы пока не опубликованы');
    expect(empty).toHaveTextContent('можно записаться на консультацию');
    expect(within(empty).getByRole('link', { name: 'Записаться на консультацию' })).toHaveAttribute(
      'href',
      '/consultation-appointment',
    );
  });

  it('sends a visitor with no kits to the single courses', async () => {
    stubFetch({ 'GET /api/v2/user/kits': () => ({ body: { kits: [] } }) });
    renderWithProviders(<KitsPage />);
    const empty = await screen.findByTestId('empty-state');
    expect(empty).toHaveTextContent('Комплекты пока не опубликованы');
    expect(within(empty).getByRole('link', { name: 'Перейти к видеокурсам' })).toHaveAttribute(
      'href',
      '/videocourses',
    );
  });

  it('renders a long catalog a step at a time, with an uploaded cover from its variants', async () => {
    const webinars = Array.from({ length: 30 }, (_, index) =>
      buildWebinar({
        id: index + 1,
        title: `Курс ${index + 1}`,
        image: `/uploads/images/c${index + 1}.jpg`,
      }),
    );
    stubFetch({ 'GET /api/v2/user/webinars': () => ({ body: { webinars } }) });
    renderWithProviders(<VideocoursesPage />);
    const list = await screen.findByTestId('videocourses-list');
    // The first screen's eight, then the rest of the first step in a render of its own
    await waitFor(() => expect(within(list).getAllByRole('img')).toHaveLength(24));
    expect(screen.getByTestId('progressive-count')).toHaveTextContent('Показано 24 из 30');
    expect(within(list).getByRole('img', { name: 'Курс 1' })).toHaveAttribute(
      'srcset',
      expect.stringContaining('/uploads/images/c1-w320.webp 320w'),
    );
    expect(screen.getByRole('button', { name: 'Показать ещё' })).toBeInTheDocument();
    // Only the first cover, the page's likely LCP image, skips the lazy queue.
    expect(within(list).getByRole('img', { name: 'Курс 1' })).toHaveAttribute('loading', 'eager');
    expect(within(list).getByRole('img', { name: 'Курс 2' })).toHaveAttribute('loading', 'lazy');
  });
});
