import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { AdminListFrame, type PagedQuery } from './admin-list-frame';
import { AdminTable } from './admin-table';
import { Table } from '@chakra-ui/react';

interface Envelope {
  total: number;
  page: number;
  per_page: number;
  names: string[];
}

const query = (overrides: Partial<PagedQuery<Envelope>>): PagedQuery<Envelope> => ({
  isPending: false,
  isError: false,
  isFetching: false,
  error: null,
  data: undefined,
  refetch: vi.fn(() => Promise.resolve()),
  ...overrides,
});

function renderFrame(listQuery: PagedQuery<Envelope>, extra: { filtered?: boolean } = {}) {
  const onPageChange = vi.fn();
  const onResetFilters = vi.fn();
  renderWithProviders(
    <AdminListFrame
      title="Имена"
      testId="names"
      action={{ to: '/names/create', label: 'Добавить' }}
      filters={<input aria-label="Поиск" />}
      query={listQuery}
      items={(data) => data.names}
      filtered={extra.filtered}
      onResetFilters={onResetFilters}
      onPageChange={onPageChange}
    >
      {(names) => (
        <AdminTable label="Имена" columns={['Имя']}>
          {names.map((name) => (
            <Table.Row key={name}>
              <Table.Cell>{name}</Table.Cell>
            </Table.Row>
          ))}
        </AdminTable>
      )}
    </AdminListFrame>,
  );
  return { onPageChange, onResetFilters };
}

describe('AdminListFrame', () => {
  it('shows the heading, the action, the filters and a spinner while loading', () => {
    renderFrame(query({ isPending: true }));
    expect(screen.getByRole('heading', { level: 1, name: 'Имена' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Добавить' })).toHaveAttribute('href', '/names/create');
    expect(screen.getByRole('search', { name: 'Фильтры' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Загрузка…' })).toBeInTheDocument();
  });

  it('shows a failed load with a retry', async () => {
    const failed = query({ isError: true, error: new Error('boom') });
    renderFrame(failed);
    expect(screen.getByRole('heading', { name: 'Не удалось загрузить список' })).toBeVisible();
    await userEvent.click(screen.getByTestId('load-error-retry'));
    expect(failed.refetch).toHaveBeenCalled();
  });

  it('says the list is empty, and offers to reset the filters when filtered', async () => {
    const data = { total: 0, page: 1, per_page: 20, names: [] };
    renderFrame(query({ data }));
    expect(screen.getByText('Ничего не найдено')).toBeInTheDocument();
    expect(screen.queryByTestId('admin-list-reset')).toBeNull();
    expect(screen.queryByTestId('admin-pagination')).toBeNull();
  });

  it('offers to reset the filters when a filtered list is empty', async () => {
    const data = { total: 0, page: 1, per_page: 20, names: [] };
    const { onResetFilters } = renderFrame(query({ data }), { filtered: true });
    expect(screen.getByText('По этим условиям ничего не найдено')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Сбросить фильтры' }));
    expect(onResetFilters).toHaveBeenCalled();
  });

  it('shows the rows in a scrollable table and pages with the keyboard', async () => {
    const user = userEvent.setup();
    const data = { total: 45, page: 2, per_page: 20, names: ['Анна', 'Борис'] };
    const { onPageChange } = renderFrame(query({ data }));
    const region = screen.getByRole('region', { name: 'Имена' });
    expect(within(region).getAllByRole('row')).toHaveLength(3);
    const pages = screen.getByRole('navigation', { name: 'Страницы' });
    expect(pages).toHaveTextContent('21–40 из 45');
    expect(within(pages).getByRole('button', { name: 'Страница 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    within(pages).getByRole('button', { name: 'Страница 3' }).focus();
    await user.keyboard('{Enter}');
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    await user.click(within(pages).getByRole('button', { name: 'Предыдущая страница' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
  });
});
