import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { stubFetch, type Handler } from '@/testing/fetch-stub';
import { buildWebinar } from '@/testing/catalog-fixtures';
import { buildAdminKit, pageOf } from '../testing/fixtures';
import { KitCreatePage, KitEditPage } from './kit-pages';

const all = [
  buildWebinar({ id: 11, title: 'Курс один' }),
  buildWebinar({ id: 12, title: 'Курс два' }),
  buildWebinar({ id: 13, title: 'Курс три' }),
];
const kit = buildAdminKit({
  id: 3,
  title: 'Психотерапевт 21 века',
  prolongation_price_custom: 5000,
  webinars: all.slice(0, 2),
});

function setup(handlers: Record<string, Handler>, page: 'create' | 'edit' = 'edit') {
  const stub = stubFetch({
    'GET /api/v2/admin/webinars': () => ({ body: pageOf('webinars', all) }),
    ...handlers,
  });
  const user = userEvent.setup();
  const view =
    page === 'edit'
      ? renderWithProviders(<KitEditPage />, {
          path: '/admin/kits/:id/edit',
          initialEntries: ['/admin/kits/3/edit'],
        })
      : renderWithProviders(<KitCreatePage />, {
          path: '/admin/kits/create',
          routes: [{ path: '/admin/kits/:id/edit', element: <p>kit edit</p> }],
        });
  return { user, ...stub, ...view };
}

const chosenTitles = () =>
  within(screen.getByTestId('kit-webinars-chosen'))
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace(/[↑↓×]/g, '').trim());

describe('Kit pages', () => {
  it('loads the kit into the form, with its stored renewal price', async () => {
    setup({ 'GET /api/v2/admin/kits/3': () => ({ body: { kit } }) });
    expect(await screen.findByTestId('kit-title')).toHaveValue('Психотерапевт 21 века');
    expect(screen.getByTestId('kit-mark_id')).toHaveValue('1');
    expect(screen.getByTestId('kit-prolongation_price')).toHaveValue('5000');
    expect(screen.getByTestId('kit-prolongation_price_azn')).toHaveValue('');
    expect(chosenTitles()).toEqual(['Курс один', 'Курс два']);
    expect(screen.getByTestId('custom-prices')).toBeInTheDocument();
  });

  it('adds, orders and removes courses and saves them in that order', async () => {
    const { user, calls } = setup({
      'GET /api/v2/admin/kits/3': () => ({ body: { kit } }),
      'POST /api/v2/admin/kits/3/update': () => ({ body: { kit } }),
    });
    await screen.findByTestId('kit-webinars-chosen');
    const pick = screen.getByTestId('kit-webinars-pick');
    // Courses already in the kit are not offered again.
    await waitFor(() => expect(within(pick).getAllByRole('option')).toHaveLength(2));
    expect(screen.getByTestId('kit-webinars-add')).toBeDisabled();
    await user.selectOptions(pick, '13');
    await user.click(screen.getByTestId('kit-webinars-add'));
    screen.getByRole('button', { name: 'Переместить «Курс три» выше' }).focus();
    await user.keyboard('{Enter}');
    expect(chosenTitles()).toEqual(['Курс один', 'Курс три', 'Курс два']);
    await user.click(screen.getByRole('button', { name: 'Убрать «Курс один» из комплекта' }));
    await user.selectOptions(screen.getByTestId('kit-mark_id'), '');
    await user.click(screen.getByTestId('kit-form-submit'));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      webinar_ids: [13, 12],
      mark_id: null,
      prolongation_price: 5000,
      prolongation_price_azn: null,
    });
    expect(await screen.findByText('Комплект сохранён')).toBeInTheDocument();
  });

  it('creates a kit and opens its edit page', async () => {
    const { user, calls, router } = setup(
      {
        'POST /api/v2/admin/kits': () => ({ status: 201, body: { kit: buildAdminKit({ id: 9 }) } }),
      },
      'create',
    );
    await user.click(screen.getByTestId('kit-form-submit'));
    expect(await screen.findAllByText('Обязательно для заполнения')).toHaveLength(3);
    await user.type(screen.getByTestId('kit-title'), 'Новый комплект');
    await user.type(screen.getByTestId('kit-price'), '9900');
    await user.type(screen.getByTestId('kit-price_azn'), '0');
    await user.click(screen.getByTestId('kit-form-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/kits/9/edit'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      title: 'Новый комплект',
      description: '',
      mark_id: null,
      image: null,
      is_active: false,
      sort: null,
      webinar_ids: [],
      price: 9900,
      price_azn: 0,
      prolongation_price: null,
      prolongation_price_azn: null,
    });
  });

  it('shows the not-found page for a missing kit', async () => {
    setup({
      'GET /api/v2/admin/kits/3': () => ({
        status: 404,
        body: { statusCode: 404, code: 'KIT_NOT_FOUND', message: 'Комплект не найден' },
      }),
    });
    expect(await screen.findByText('Страница не найдена')).toBeInTheDocument();
  });
});
