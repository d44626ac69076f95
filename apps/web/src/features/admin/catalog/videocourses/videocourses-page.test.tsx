import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { stubFetch, type Handler } from '@/testing/fetch-stub';
import { buildWebinar } from '@/testing/catalog-fixtures';
import { pageOf } from '../testing/fixtures';
import { VideocoursesPage } from './videocourses-page';

const courses = [
  buildWebinar({ id: 1, title: 'Первый курс' }),
  buildWebinar({ id: 2, title: 'Второй курс', is_active: false }),
  buildWebinar({ id: 3, title: 'Третий курс' }),
];

function setup(list: Handler, entry = '/admin/videocourses', extra: Record<string, Handler> = {}) {
  const stub = stubFetch({ 'GET /api/v2/admin/webinars': list, ...extra });
  const user = userEvent.setup();
  const view = renderWithProviders(<VideocoursesPage />, {
    path: '/admin/videocourses',
    initialEntries: [entry],
  });
  return { user, ...stub, ...view };
}

const rowTitles = () =>
  within(screen.getByTestId('admin-videocourses-table'))
    .getAllByRole('link', { name: /курс$/ })
    .map((link) => link.textContent);

describe('VideocoursesPage', () => {
  it('lists the courses in catalog order with their status', async () => {
    setup(() => ({ body: pageOf('webinars', courses) }));
    expect(await screen.findByText('Первый курс')).toBeInTheDocument();
    expect(rowTitles()).toEqual(['Первый курс', 'Второй курс', 'Третий курс']);
    expect(within(screen.getByTestId('admin-videocourses-row-2')).getByText('Скрыт')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Редактировать «Первый курс»' })).toHaveAttribute(
      'href',
      '/admin/videocourses/1/edit',
    );
  });

  it('shows the empty state and the failed load with a retry', async () => {
    let fail = true;
    setup(() =>
      fail
        ? { status: 403, body: { statusCode: 403, code: 'FORBIDDEN', message: 'Нет доступа' } }
        : { body: pageOf('webinars', []) },
    );
    expect(await screen.findByText('Не удалось загрузить видеокурсы')).toBeInTheDocument();
    expect(screen.getByText('Нет доступа')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByTestId('load-error-retry'));
    expect(await screen.findByText('Видеокурсов пока нет')).toBeInTheDocument();
  });

  it('keeps the search and the status filter in the URL and sends them', async () => {
    const { user, calls, router } = setup(() => ({ body: pageOf('webinars', courses) }));
    await screen.findByText('Первый курс');
    await user.type(screen.getByTestId('admin-videocourses-search'), 'границы{Enter}');
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?search=%D0%B3%D1%80%D0%B0%D0%BD%D0%B8%D1%86%D1%8B',
      ),
    );
    await user.selectOptions(screen.getByTestId('admin-videocourses-status'), 'inactive');
    await waitFor(() => expect(router.state.location.search).toContain('status=inactive'));
    await waitFor(() => expect(calls.at(-1)?.path).toContain('is_active=false'));
    expect(calls.at(-1)?.path).toContain('search=');
    // With a filter the order cannot be changed: only part of the list is shown.
    expect(screen.getByTestId('admin-videocourses-order-hint')).toHaveTextContent(
      'Порядок меняется, когда фильтры сброшены',
    );
    expect(screen.queryByTestId('admin-videocourses-move-1-down')).toBeNull();
  });

  it('reads the filters from the URL on load', async () => {
    const { calls } = setup(
      () => ({ body: pageOf('webinars', [courses[1]!]) }),
      '/admin/videocourses?status=active&search=курс',
    );
    await screen.findByText('Второй курс');
    expect(calls[0]?.path).toContain('is_active=true');
    expect(screen.getByTestId('admin-videocourses-status')).toHaveValue('active');
  });

  it('moves a course down by keyboard and saves the new order', async () => {
    const { user, calls } = setup(() => ({ body: pageOf('webinars', courses) }), undefined, {
      'POST /api/v2/admin/webinars/sort': () => ({ body: { webinars: [] } }),
    });
    await screen.findByText('Первый курс');
    const down = screen.getByRole('button', { name: 'Переместить «Первый курс» ниже' });
    down.focus();
    await user.keyboard('{Enter}');
    expect(rowTitles()).toEqual(['Второй курс', 'Первый курс', 'Третий курс']);
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ ids: [2, 1, 3] }),
    );
    // Focus stays with the moved course, so it can be moved again.
    expect(screen.getByRole('button', { name: 'Переместить «Первый курс» ниже' })).toHaveFocus();
    expect(await screen.findByText('Порядок сохранён')).toBeInTheDocument();
  });
});
