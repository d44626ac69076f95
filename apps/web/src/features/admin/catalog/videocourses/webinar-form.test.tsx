import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { stubFetch } from '@/testing/fetch-stub';
import { buildAdminWebinar } from '../testing/fixtures';
import { holdRequests } from '../testing/hold-requests';
import { VideocourseCreatePage } from './videocourse-pages';

const tags = {
  tags: [
    { id: 1, title: 'Отношения' },
    { id: 2, title: 'Семья' },
  ],
};

function setup(handlers: Parameters<typeof stubFetch>[0] = {}) {
  const stub = stubFetch({ 'GET /api/v1/user/tags': () => ({ body: tags }), ...handlers });
  const user = userEvent.setup();
  const view = renderWithProviders(<VideocourseCreatePage />, {
    path: '/admin/videocourses/create',
    routes: [{ path: '/admin/videocourses/:id', element: <p>course page</p> }],
  });
  return { user, ...stub, ...view };
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByTestId('webinar-title'), 'Новый курс');
  await user.type(screen.getByTestId('webinar-price'), '4900');
  await user.type(screen.getByTestId('webinar-price_azn'), '98');
}

describe('WebinarForm', () => {
  it('checks the required fields before sending anything', async () => {
    const { user, calls } = setup();
    await user.click(screen.getByTestId('webinar-form-submit'));
    expect(await screen.findAllByText('Обязательно для заполнения')).toHaveLength(3);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('refuses a short description over 254 characters with the spec message', async () => {
    const { user } = setup();
    const field = screen.getByTestId('webinar-short_description');
    await user.click(field);
    await user.paste('а'.repeat(255));
    await user.tab();
    expect(
      await screen.findByText('Значение не должно превышать 255 символов'),
    ).toBeInTheDocument();
    await user.type(field, '{Backspace}');
    await waitFor(() =>
      expect(screen.queryByText('Значение не должно превышать 255 символов')).toBeNull(),
    );
    expect(screen.getByText(/254 из 254 символов/)).toBeInTheDocument();
  });

  it('checks prices: a number, not negative, two decimals at most', async () => {
    const { user } = setup();
    const price = screen.getByTestId('webinar-price');
    await user.type(price, '12.345');
    await user.tab();
    expect(
      await screen.findByText('Цена должна быть числом, не более двух знаков после запятой'),
    ).toBeInTheDocument();
    await user.clear(price);
    await user.type(price, '-5');
    expect(await screen.findByText('Цена не может быть отрицательной')).toBeInTheDocument();
    await user.clear(price);
    await user.type(price, '4900,50');
    await waitFor(() => expect(screen.queryByText(/Цена не может/)).toBeNull());
  });

  it('shows the 60 % renewal default as the price is typed', async () => {
    const { user } = setup();
    expect(screen.getAllByText('Пусто — по умолчанию 60 % от цены')).toHaveLength(2);
    await user.type(screen.getByTestId('webinar-price'), '4900');
    expect(
      await screen.findByText('Пусто — по умолчанию 60 % от цены: 2 940 ₽'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('webinar-prolongation_price')).toHaveAttribute(
      'placeholder',
      '2\u00a0940',
    );
  });

  it('creates the course with every field and opens its page', async () => {
    const { user, calls, router } = setup({
      'POST /api/v2/admin/webinars': () => ({
        status: 201,
        body: { webinar: buildAdminWebinar({ id: 42 }) },
      }),
    });
    await fillRequired(user);
    await user.type(screen.getByTestId('webinar-short_description'), 'Коротко');
    await user.type(screen.getByTestId('webinar-description'), 'Первый.{Enter}{Enter}Второй.');
    await user.type(screen.getByTestId('webinar-prolongation_price'), '2500');
    await user.type(screen.getByTestId('webinar-video_url'), 'https://rutube.ru/play/embed/1');
    await user.click(await screen.findByText('Семья'));
    await user.click(screen.getByText('Показывать в каталоге'));
    await user.click(screen.getByTestId('webinar-form-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/videocourses/42'));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      title: 'Новый курс',
      short_description: 'Коротко',
      description: ['Первый.', 'Второй.'],
      length: null,
      url: null,
      video_url: 'https://rutube.ru/play/embed/1',
      image: null,
      is_active: true,
      sort: null,
      tag_ids: [2],
      price: 4900,
      price_azn: 98,
      prolongation_price: 2500,
      prolongation_price_azn: null,
    });
  });

  it('spins the button while saving and shows the server message on failure', async () => {
    const { user, fetchMock } = setup({
      'POST /api/v2/admin/webinars': () => ({
        status: 409,
        body: { statusCode: 409, code: 'REFERENCE_CONFLICT', message: 'Тег не найден' },
      }),
    });
    const { release } = holdRequests(fetchMock, 'POST');
    await fillRequired(user);
    await user.click(screen.getByTestId('webinar-form-submit'));
    await waitFor(() => expect(screen.getByTestId('webinar-form-submit')).toBeDisabled());
    release();
    expect(await screen.findByTestId('webinar-form-error')).toHaveTextContent('Тег не найден');
    expect(screen.getByTestId('webinar-form-submit')).toBeEnabled();
  });
});
