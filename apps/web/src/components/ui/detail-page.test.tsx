import { describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryOptions } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { ApiRequestError } from '@/lib/api-error';
import { BOOT_PAGE_ID } from '@/lib/boot-shell-markup';
import { renderWithProviders } from '@/testing/render';
import { DetailPage } from './detail-page';

/** Ids that fail once with a server error, then load. */
const failingOnce = new Set<number>();

const load = vi.fn(async (id: number) => {
  if (id === 404) throw new ApiRequestError(404, null);
  if (failingOnce.delete(id)) {
    throw new ApiRequestError(409, { statusCode: 409, code: 'CONFLICT', message: 'Сервер занят' });
  }
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

/** The first screen the server draws for an item's address, over the page. */
function paintItemScreen() {
  const screen = document.createElement('div');
  screen.id = BOOT_PAGE_ID;
  document.body.prepend(screen);
  return screen;
}

describe('DetailPage', () => {
  it('keeps the server’s first screen over its loader, and takes it away as the item shows', async () => {
    const painted = paintItemScreen();
    renderItem('/items/7');
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(painted.isConnected).toBe(true);
    expect(await screen.findByTestId('item-body')).toHaveTextContent('7');
    expect(painted.isConnected).toBe(false);
  });

  it('takes the server’s first screen away as the load error shows', async () => {
    const painted = paintItemScreen();
    renderItem('/items/403');
    expect(await screen.findByText('Нет доступа')).toBeInTheDocument();
    expect(painted.isConnected).toBe(false);
  });

  it('shows the item once loaded, its title ending the breadcrumbs', async () => {
    renderItem('/items/7');
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByTestId('item-body')).toHaveTextContent('7');
    const crumbs = screen.getByTestId('breadcrumbs');
    expect(within(crumbs).getByRole('link', { name: 'Курсы' })).toHaveAttribute('href', '/items');
    expect(crumbs).toHaveTextContent(/^Главная.*Курсы.*Курс 7$/);
    expect(screen.queryByRole('heading', { name: 'Курс 7' })).not.toBeInTheDocument();
  });

  it('never renders the last item under the next one’s address, even when the next is cached', async () => {
    const rendered: string[] = [];
    function Body({ id }: { id: number }) {
      rendered.push(`${useLocation().pathname}: ${id}`);
      return <p data-testid="item-body">{id}</p>;
    }
    const { router, queryClient } = renderWithProviders(
      <DetailPage query={itemQuery} testId="item-page" loadErrorTitle="Не удалось загрузить курс">
        {(item) => <Body id={item.id} />}
      </DetailPage>,
      { path: '/items/:id', initialEntries: ['/items/7'] },
    );
    expect(await screen.findByTestId('item-body')).toHaveTextContent('7');
    queryClient.setQueryData(['item', 8], { id: 8, title: 'Курс 8' });
    rendered.length = 0;
    await act(() => router.navigate('/items/8'));
    expect(screen.getByTestId('item-body')).toHaveTextContent('8');
    expect(new Set(rendered)).toEqual(new Set(['/items/8: 8']));
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

  it("shows the not-found page with 'На главную' when the API answers 404", async () => {
    renderItem('/items/404');
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
    expect(screen.queryByTestId('item-page')).not.toBeInTheDocument();
  });

  it("heads the load error, gives the server's reason and a retry", async () => {
    renderItem('/items/403');
    const error = await screen.findByTestId('load-error');
    expect(
      within(error).getByRole('heading', { level: 1, name: 'Не удалось загрузить курс' }),
    ).toBeInTheDocument();
    expect(error).toHaveTextContent('Нет доступа');
    expect(within(error).getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
    expect(screen.queryByTestId('item-body')).not.toBeInTheDocument();
  });

  it("loads the item again on 'Повторить'", async () => {
    failingOnce.add(8);
    load.mockClear();
    const user = userEvent.setup();
    renderItem('/items/8');
    const error = await screen.findByTestId('load-error');
    expect(error).toHaveTextContent('Сервер занят');
    await user.click(within(error).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByTestId('item-body')).toHaveTextContent('8');
    expect(screen.queryByTestId('load-error')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
