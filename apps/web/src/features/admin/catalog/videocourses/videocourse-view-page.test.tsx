import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { stubFetch, type Handler } from '@/testing/fetch-stub';
import { buildAdminWebinar } from '../testing/fixtures';
import { VideocourseEditPage } from './videocourse-pages';
import { VideocourseViewPage } from './videocourse-view-page';

const webinar = buildAdminWebinar({
  id: 7,
  title: 'Личные границы',
  price: 4900,
  prolongation_price: 2940,
  prolongation_price_custom: null,
  video_url: 'https://rutube.ru/play/embed/1',
  tags: [{ id: 1, title: 'Отношения' }],
});

function renderPage(page: 'view' | 'edit', handlers: Record<string, Handler> = {}) {
  const stub = stubFetch({
    'GET /api/v2/admin/webinars/7': () => ({ body: { webinar } }),
    'GET /api/v1/user/tags': () => ({ body: { tags: [{ id: 1, title: 'Отношения' }] } }),
    ...handlers,
  });
  const user = userEvent.setup();
  const view = renderWithProviders(
    page === 'view' ? <VideocourseViewPage /> : <VideocourseEditPage />,
    {
      path: page === 'view' ? '/admin/videocourses/:id' : '/admin/videocourses/:id/edit',
      initialEntries: [page === 'view' ? '/admin/videocourses/7' : '/admin/videocourses/7/edit'],
      routes: [
        { path: '/admin/videocourses', element: <p>list</p> },
        ...(page === 'edit' ? [{ path: '/admin/videocourses/:id', element: <p>view</p> }] : []),
      ],
    },
  );
  return { user, ...stub, ...view };
}

describe('VideocourseViewPage', () => {
  it('shows the course with its prices, links to edit and to the shop page', async () => {
    renderPage('view');
    expect(await screen.findByRole('heading', { level: 1, name: 'Личные границы' })).toBeVisible();
    expect(screen.getByTestId('webinar-edit-link')).toHaveAttribute(
      'href',
      '/admin/videocourses/7/edit',
    );
    expect(screen.getByTestId('webinar-public-link')).toHaveAttribute('href', '/videocourses/7');
    expect(screen.getByTestId('webinar-view-prices')).toHaveTextContent(
      /Продление\s*2\s940 ₽ \/ 58,8 AZN \(60 % по умолчанию\)/,
    );
    const details = screen.getByTestId('webinar-view-details');
    expect(details).toHaveTextContent('Отношения');
    expect(
      within(details).getByRole('link', { name: 'https://rutube.ru/play/embed/1' }),
    ).toBeVisible();
    expect(screen.getByTestId('custom-prices-empty')).toBeInTheDocument();
  });

  it('deletes the course after confirming and goes back to the list', async () => {
    const { user, router } = renderPage('view', {
      'DELETE /api/v2/admin/webinars/7': () => ({ body: { message: 'ok' } }),
    });
    await user.click(await screen.findByTestId('webinar-delete-open'));
    await user.click(await screen.findByTestId('webinar-delete-confirm'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/videocourses'));
  });

  it("keeps the course and shows the server's reason when it cannot be deleted", async () => {
    const { user } = renderPage('view', {
      'DELETE /api/v2/admin/webinars/7': () => ({
        status: 409,
        body: {
          statusCode: 409,
          code: 'WEBINAR_HAS_LEARNERS',
          message: 'У курса есть ученики — скройте его',
        },
      }),
    });
    await user.click(await screen.findByTestId('webinar-delete-open'));
    await user.click(await screen.findByTestId('webinar-delete-confirm'));
    expect(await screen.findByText('У курса есть ученики — скройте его')).toBeInTheDocument();
    expect(screen.getByTestId('webinar-delete')).toBeInTheDocument();
  });
});

describe('VideocourseEditPage', () => {
  it('fills the form with the stored course and saves the change', async () => {
    const { user, calls, router } = renderPage('edit', {
      'POST /api/v2/admin/webinars/7/update': () => ({ body: { webinar } }),
    });
    const title = await screen.findByTestId('webinar-title');
    expect(title).toHaveValue('Личные границы');
    expect(screen.getByTestId('webinar-prolongation_price')).toHaveValue('');
    expect(screen.getByTestId('webinar-description')).toHaveValue(
      'Первый абзац описания.\n\nВторой абзац описания.',
    );
    await user.type(title, ' 2.0');
    await user.click(screen.getByTestId('webinar-form-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/videocourses/7'));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      title: 'Личные границы 2.0',
      tag_ids: [1],
      prolongation_price: null,
      age: 18,
      priority: 0,
      sort: 1,
    });
  });
});
