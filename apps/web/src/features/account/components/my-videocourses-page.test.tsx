import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { stubFetch } from '@/testing/fetch-stub';
import { buildWebinar } from '@/testing/catalog-fixtures';
import { buildUser } from '@/testing/user-fixture';
import { startSession } from '@/lib/session/session-store';
import { MyVideocoursesPage } from './my-videocourses-page';

describe('MyVideocoursesPage', () => {
  it('lists the owned courses with their access dates and watch actions', async () => {
    startSession(buildUser());
    stubFetch({
      'GET /api/v2/user/webinars/my': () => ({
        body: {
          webinars: [
            buildWebinar({
              id: 2,
              is_owner: true,
              state: 'can_view',
              access_expires_at: '2099-03-01T09:00:00.000Z',
            }),
          ],
        },
      }),
    });
    renderWithProviders(<MyVideocoursesPage />);
    const list = await screen.findByTestId('my-videocourses');
    const card = within(list).getByTestId('course-card-2');
    expect(within(card).getByRole('link', { name: 'Смотреть' })).toHaveAttribute(
      'href',
      '/account/videos/2',
    );
    expect(within(card).getByTestId('access-until')).toHaveTextContent(/Доступ до 1 марта 2099/);
  });

  it('shows an honest empty state', async () => {
    startSession(buildUser());
    stubFetch({ 'GET /api/v2/user/webinars/my': () => ({ body: { webinars: [] } }) });
    renderWithProviders(<MyVideocoursesPage />);
    expect(await screen.findByTestId('empty-state')).toHaveTextContent(
      'У вас пока нет видеокурсов',
    );
  });
});
