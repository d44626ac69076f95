import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { buildWebinar } from '@/testing/catalog-fixtures';
import { buildUser } from '@/testing/user-fixture';
import { startSession } from '@/lib/session/session-store';
import type { Webinar } from '@/lib/catalog/schemas';
import { CourseCard } from './course-card';
import { CourseMiniCard } from './course-mini-card';

function renderCard(overrides: Partial<Webinar> = {}) {
  renderWithProviders(<CourseCard course={buildWebinar(overrides)} />);
  return screen.getByTestId(`course-card-${overrides.id ?? 1}`);
}

describe('CourseCard', () => {
  it('shows the price and "Узнать подробнее" to an anonymous visitor of a paid course', () => {
    const card = renderCard({ final_price: 4900 });
    expect(within(card).getByTestId('course-price')).toHaveTextContent('Стоимость: 4 900 ₽');
    const link = within(card).getByRole('link', { name: 'Узнать подробнее' });
    expect(link).toHaveAttribute('href', '/videocourses/1');
    expect(within(card).queryByText('Редактировать')).not.toBeInTheDocument();
  });

  it('says "Бесплатный видеокурс" when the final price is 0', () => {
    const card = renderCard({ final_price: 0 });
    expect(within(card).getByTestId('course-price')).toHaveTextContent('Бесплатный видеокурс');
  });

  it('shows the clamped title, short description, length badge and a generated cover', () => {
    const card = renderCard({ image: null, length: '3 часа' });
    expect(within(card).getByTestId('course-title')).toHaveTextContent(
      'Личные границы: как перестать жить чужой жизнью',
    );
    expect(within(card).getByTestId('course-length')).toHaveTextContent('3 часа');
    expect(within(card).getByText(/Как замечать/)).toBeInTheDocument();
    expect(
      within(card).getByRole('img', { name: 'Личные границы: как перестать жить чужой жизнью' }),
    ).toHaveAttribute('data-testid', 'generated-cover');
  });

  it.each([[''], ['   '], [null]])('hides the length badge when the length is %j', (length) => {
    const card = renderCard({ length });
    expect(within(card).queryByTestId('course-length')).not.toBeInTheDocument();
  });

  it('gives an admin "Подробнее" and "Редактировать" and a lock on an inactive course', () => {
    startSession(buildUser({ roles: ['ADMIN', 'USER'] }));
    const card = renderCard({ id: 5, is_active: false });
    expect(within(card).getByRole('link', { name: 'Подробнее' })).toHaveAttribute(
      'href',
      '/videocourses/5',
    );
    expect(within(card).getByRole('link', { name: 'Редактировать' })).toHaveAttribute(
      'href',
      '/admin/videocourses/5/edit',
    );
    expect(within(card).getByTestId('course-lock')).toBeInTheDocument();
    expect(within(card).queryByText('Узнать подробнее')).not.toBeInTheDocument();
  });

  it('shows no lock to an admin on an active course, nor to a user on an inactive one', () => {
    startSession(buildUser({ roles: ['ADMIN', 'USER'] }));
    const { unmount } = renderWithProviders(<CourseCard course={buildWebinar({ id: 6 })} />);
    expect(screen.queryByTestId('course-lock')).not.toBeInTheDocument();
    unmount();
    startSession(buildUser({ roles: ['USER'] }));
    const card = renderCard({ id: 7, is_active: false });
    expect(within(card).queryByTestId('course-lock')).not.toBeInTheDocument();
  });

  it('gives an owner with access "Смотреть" and the access date instead of the price', () => {
    startSession(buildUser());
    const card = renderCard({
      id: 8,
      is_owner: true,
      state: 'can_view',
      access_expires_at: '2099-11-21T09:00:00.000Z',
    });
    expect(within(card).getByRole('link', { name: 'Смотреть' })).toHaveAttribute(
      'href',
      '/account/videos/8',
    );
    expect(within(card).queryByTestId('course-price')).not.toBeInTheDocument();
    expect(within(card).getByTestId('access-until')).toHaveTextContent(/Доступ до 21 ноября 2099/);
  });

  it('gives an owner whose access ended "Продлить" to the course page', () => {
    startSession(buildUser());
    const card = renderCard({
      id: 9,
      is_owner: true,
      state: 'can_prolong',
      access_expires_at: '2020-01-10T09:00:00.000Z',
    });
    expect(within(card).getByRole('link', { name: 'Продлить' })).toHaveAttribute(
      'href',
      '/videocourses/9',
    );
    expect(within(card).getByTestId('access-until')).toHaveTextContent(
      /Доступ закончился 10 января 2020/,
    );
  });
});

describe('CourseMiniCard', () => {
  it('shows image, title as a link, duration and price with the rouble sign', () => {
    renderWithProviders(
      <CourseMiniCard course={buildWebinar({ id: 3, length: '2 часа', final_price: 2900 })} />,
    );
    const card = screen.getByTestId('course-mini-card-3');
    expect(within(card).getByRole('link', { name: /Личные границы/ })).toHaveAttribute(
      'href',
      '/videocourses/3',
    );
    expect(card).toHaveTextContent('2 часа');
    expect(card).toHaveTextContent('2 900 ₽');
    expect(within(card).getByRole('img')).toBeInTheDocument();
  });
});
