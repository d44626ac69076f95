import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { stubFetch } from '@/testing/fetch-stub';
import { buildWebinar } from '@/testing/catalog-fixtures';
import { pageOf } from '../../catalog/testing/fixtures';
import { buildAdminUser, buildUserWebinar } from '../test-fixtures';
import { UserVideocoursesPage } from './user-videocourses-page';

const owned = [
  buildUserWebinar(),
  buildUserWebinar({
    id: 14,
    title: 'Психотипы',
    state: 'can_prolong',
    source: 'admin',
    kit_id: 3,
  }),
];

function renderPage(setAnswer?: () => { status?: number; body: unknown }) {
  const stub = stubFetch({
    'GET /api/v2/admin/users/5': () => ({ body: { user: buildAdminUser() } }),
    'GET /api/v2/admin/users/5/webinars': () => ({ body: { webinars: owned } }),
    'GET /api/v2/admin/webinars': () => ({
      body: pageOf('webinars', [
        buildWebinar({ id: 12, title: 'Личные границы', is_active: true }),
        buildWebinar({ id: 20, title: 'Тревога', is_active: false }),
      ]),
    }),
    'POST /api/v2/admin/users/5/set-webinars': setAnswer ?? (() => ({ body: { webinars: owned } })),
  });
  renderWithProviders(<UserVideocoursesPage />, {
    path: '/admin/users/:id/videocourses',
    initialEntries: ['/admin/users/5/videocourses'],
  });
  return stub;
}

const posted = (calls: Array<{ method: string; body: unknown }>) =>
  calls.filter((call) => call.method === 'POST').map((call) => call.body);

afterEach(() => vi.useRealTimers());

describe('UserVideocoursesPage', () => {
  it('lists the courses with their origin, dates and state', async () => {
    renderPage();
    const row = within(await screen.findByTestId('user-webinar-14'));
    expect(row.getByText('Выдан вручную')).toBeInTheDocument();
    expect(row.getByText('в составе комплекта')).toBeInTheDocument();
    expect(row.getByText('Истёк')).toBeInTheDocument();
    expect(screen.getByTestId('user-webinar-12')).toHaveTextContent('10 января 2027 г.');
    expect(screen.getByRole('link', { name: 'Видеокурсы' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('checks the grant form before sending', async () => {
    const user = userEvent.setup();
    const { calls } = renderPage();
    await screen.findByTestId('user-webinar-12');
    const select = screen.getByRole('combobox', { name: /Видеокурс/ });
    // Wait for the course list, so the form does not re-render while it is being filled in.
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    await user.type(screen.getByLabelText('Открыт до'), '2020-01-01');
    await user.click(screen.getByRole('button', { name: 'Выдать' }));
    expect(await screen.findByText('Выберите видеокурс из списка')).toBeInTheDocument();
    expect(screen.getByText('Дата должна быть позже сегодняшней')).toBeInTheDocument();
    expect(posted(calls)).toHaveLength(0);
  });

  it('grants a course until a date with a reason, keeping the others', async () => {
    const user = userEvent.setup();
    const { calls } = renderPage();
    await screen.findByTestId('user-webinar-12');
    const select = screen.getByRole('combobox', { name: /Видеокурс/ });
    await waitFor(() => expect(within(select).getByText('Тревога (скрыт)')).toBeInTheDocument());
    await user.selectOptions(select, '20');
    await user.type(screen.getByLabelText('Открыт до'), '2030-06-01');
    await user.type(screen.getByLabelText('Причина'), 'Оплата переводом');
    await user.click(screen.getByRole('button', { name: 'Выдать' }));

    await waitFor(() => expect(posted(calls)).toHaveLength(1));
    expect(posted(calls)[0]).toEqual({
      webinars: [
        { id: 12 },
        { id: 14 },
        { id: 20, expires_at: new Date('2030-06-01T23:59:59').toISOString() },
      ],
      reason: 'Оплата переводом',
    });
    expect(await screen.findByText('Видеокурс выдан')).toBeInTheDocument();
  });

  it('revokes only after a confirmation, sending the rest of the list', async () => {
    const user = userEvent.setup();
    const { calls } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Отозвать «Личные границы»' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Отозвать «Личные границы»?' });
    expect(posted(calls)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Причина'), 'Возврат денег{Enter}');

    await waitFor(() => expect(posted(calls)).toHaveLength(1));
    expect(posted(calls)[0]).toEqual({ webinars: [{ id: 14 }], reason: 'Возврат денег' });
    expect(await screen.findByText('Доступ отозван')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it("keeps the confirmation open and toasts the server's message on failure", async () => {
    const user = userEvent.setup();
    renderPage(() => ({
      status: 400,
      body: { statusCode: 400, code: 'VALIDATION_FAILED', message: 'Видеокурс указан дважды' },
    }));
    await user.click(await screen.findByRole('button', { name: 'Отозвать «Психотипы»' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Отозвать' }));
    expect(await screen.findByText('Видеокурс указан дважды')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});
