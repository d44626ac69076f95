import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { stubFetch } from '@/testing/fetch-stub';
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
});
