import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { queryOptions } from '@tanstack/react-query';
import { ApiRequestError } from '@/lib/api-error';
import { renderWithProviders } from '@/testing/render';
import { DetailPage } from './detail-page';

const load = vi.fn(async (id: number) => {
  if (id === 404) throw new ApiRequestError(404, null);
  if (id === 403) {
    throw new ApiRequestError(403, { statusCode: 403, code: 'FORBIDDEN', message: 'Нет доступа' });
  }
  return { id, title: `Курс ${id}` };
});

const itemQuery = (id: number) => queryOptions({ queryKey: ['item', id], queryFn: () => load(id) });

function renderItem(address: string, titleAsHeading = false) {
  renderWithProviders(
    <DetailPage
      query={itemQuery}
      testId="item-page"
      loadErrorTitle="Не удалось загрузить курс"
      trail={[{ label: 'Курсы', to: '/items' }]}
      titleAsHeading={titleAsHeading}
    >
      {(item) => <p data-testid="item-body">{item.id}</p>}
    </DetailPage>,
    { path: '/items/:id', initialEntries: [address] },
  );
}

describe('DetailPage', () => {
  it('shows the item once loaded, its title ending the breadcrumbs', async () => {
    renderItem('/items/7');
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByTestId('item-body')).toHaveTextContent('7');
    const crumbs = screen.getByTestId('breadcrumbs');
    expect(within(crumbs).getByRole('link', { name: 'Курсы' })).toHaveAttribute('href', '/items');
    expect(crumbs).toHaveTextContent(/^Главная.*Курсы.*Курс 7$/);
    expect(screen.queryByRole('heading', { name: 'Курс 7' })).not.toBeInTheDocument();
  });

  it('puts the title in the heading when asked', async () => {
    renderItem('/items/7', true);
    expect(await screen.findByRole('heading', { name: 'Курс 7' })).toBeInTheDocument();
  });

  it.each(['/items/abc', '/items/0', '/items/1.5'])(
    'shows the not-found page for %s without asking the API',
    async (address) => {
      load.mockClear();
      renderItem(address);
      expect(
        await screen.findByRole('heading', { name: 'Страница не найдена' }),
      ).toBeInTheDocument();
      expect(load).not.toHaveBeenCalled();
    },
  );

  it('shows the not-found page when the API answers 404', async () => {
    renderItem('/items/404');
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeInTheDocument();
    expect(screen.queryByTestId('item-page')).not.toBeInTheDocument();
  });

  it("shows the load error with the server's reason", async () => {
    renderItem('/items/403');
    expect(await screen.findByTestId('load-error')).toHaveTextContent(
      'Не удалось загрузить курс: Нет доступа',
    );
    expect(screen.queryByTestId('item-body')).not.toBeInTheDocument();
  });
});
