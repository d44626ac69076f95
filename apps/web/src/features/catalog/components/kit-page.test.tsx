import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { stubFetch } from '@/testing/fetch-stub';
import { buildKit, buildWebinar } from '@/testing/catalog-fixtures';
import { KitPage } from './kit-page';

function renderKit(body: unknown) {
  const { calls } = stubFetch({ 'GET /api/v2/user/kits/3': () => ({ body }) });
  renderWithProviders(<KitPage />, { path: '/kits/:id', initialEntries: ['/kits/3'] });
  return calls;
}

describe('KitPage', () => {
  it('shows the title, course links, count with the Russian plural, description and price', async () => {
    const calls = renderKit({ kit: buildKit() });
    expect(await screen.findByTestId('kit-title')).toHaveTextContent('Психотерапевт 21 века');
    expect(calls[0]?.path).toBe('/api/v2/user/kits/3');
    expect(screen.getByTestId('kit-courses-count')).toHaveTextContent('2 видеокурса');
    const courses = screen.getByTestId('kit-courses');
    expect(within(courses).getByRole('link', { name: 'Курс один' })).toHaveAttribute(
      'href',
      '/videocourses/11',
    );
    expect(within(courses).getByRole('link', { name: 'Курс два' })).toHaveAttribute(
      'href',
      '/videocourses/12',
    );
    expect(screen.getByTestId('kit-description')).toHaveTextContent(
      'Комплект видеокурсов для практикующих психологов.',
    );
    expect(screen.getByTestId('purchase-price')).toHaveTextContent('9 900 ₽');
    expect(screen.getByTestId('buy-button')).toHaveTextContent('Купить');
  });

  it.each([
    [1, '1 видеокурс'],
    [5, '5 видеокурсов'],
    [21, '21 видеокурс'],
  ])('counts %i course(s) as "%s"', async (count, text) => {
    const webinars = Array.from({ length: count }, (_, index) => buildWebinar({ id: 100 + index }));
    renderKit({ kit: buildKit({ webinars }) });
    expect(await screen.findByTestId('kit-courses-count')).toHaveTextContent(text);
  });

  it('says "Ошибка валидации данных сервера" when the kit does not match the schema', async () => {
    renderKit({ kit: { ...buildKit(), webinars: 'none' } });
    expect(await screen.findByTestId('load-error')).toHaveTextContent(
      'Ошибка валидации данных сервера',
    );
  });

  it('shows the server message when the kit cannot be loaded', async () => {
    stubFetch({
      'GET /api/v2/user/kits/3': () => ({
        status: 403,
        body: { statusCode: 403, code: 'FORBIDDEN', message: 'Нет доступа к комплекту' },
      }),
    });
    renderWithProviders(<KitPage />, { path: '/kits/:id', initialEntries: ['/kits/3'] });
    expect(await screen.findByTestId('load-error')).toHaveTextContent('Нет доступа к комплекту');
  });
});
