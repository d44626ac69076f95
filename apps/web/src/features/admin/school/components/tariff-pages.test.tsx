import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { stubFetch } from '@/testing/fetch-stub';
import { buildAdminSchool, buildAdminTariff } from '@/testing/admin-school-fixtures';
import { TariffCreatePage } from './tariff-create-page';
import { TariffsPage } from './tariffs-page';

const schools = () => ({ body: { schools: [buildAdminSchool()] } });

function renderCreate() {
  const user = userEvent.setup();
  const view = renderWithProviders(<TariffCreatePage />, {
    path: '/admin/school/tariffs/create',
    routes: [{ path: '/admin/school/tariffs', element: <p>tariffs list</p> }],
  });
  return { user, ...view };
}

describe('TariffCreatePage', () => {
  it('checks every field before sending and says what is wrong', async () => {
    const { calls } = stubFetch({ 'GET /api/v1/school/admin/schools': schools });
    const { user } = renderCreate();
    await user.type(await screen.findByTestId('tariff-form-period'), '0');
    await user.type(screen.getByTestId('tariff-form-price'), '10,555');
    await user.type(screen.getByTestId('tariff-form-price-azn'), '-1');
    await user.click(screen.getByTestId('tariff-form-submit'));

    expect(await screen.findByText('Заполните это поле')).toBeInTheDocument();
    expect(screen.getByText('Укажите целое число дней от 1 до 3660')).toBeInTheDocument();
    expect(
      screen.getAllByText('Укажите цену: число не меньше 0, не больше двух знаков после запятой'),
    ).toHaveLength(2);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('preselects the only school, sends numbers (a decimal comma too) and goes to the list', async () => {
    const { calls } = stubFetch({
      'GET /api/v1/school/admin/schools': schools,
      'POST /api/v1/school/admin/tariffs': () => ({
        status: 201,
        body: { tariff: buildAdminTariff() },
      }),
    });
    const { user, router } = renderCreate();
    expect(await screen.findByTestId('tariff-form-school')).toHaveValue('1');
    await user.type(screen.getByTestId('tariff-form-name'), 'Психотипы: 30 дней');
    await user.type(screen.getByTestId('tariff-form-period'), '30');
    await user.type(screen.getByTestId('tariff-form-price'), '4 900,50');
    await user.type(screen.getByTestId('tariff-form-price-azn'), '99');
    // Enter in a field submits the form.
    await user.type(screen.getByTestId('tariff-form-price-azn'), '{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/school/tariffs'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      school_id: 1,
      name: 'Психотипы: 30 дней',
      period_days: 30,
      price: 4900.5,
      price_azn: 99,
      is_active: true,
    });
    expect(await screen.findByText('Тариф создан')).toBeInTheDocument();
  });

  it("shows the server's message in the form", async () => {
    stubFetch({
      'GET /api/v1/school/admin/schools': schools,
      'POST /api/v1/school/admin/tariffs': () => ({
        status: 404,
        body: { statusCode: 404, code: 'SCHOOL_NOT_FOUND', message: 'Школа не найдена' },
      }),
    });
    const { user } = renderCreate();
    await user.type(await screen.findByTestId('tariff-form-name'), 'Тариф');
    await user.type(screen.getByTestId('tariff-form-period'), '30');
    await user.type(screen.getByTestId('tariff-form-price'), '1');
    await user.type(screen.getByTestId('tariff-form-price-azn'), '1');
    await user.click(screen.getByTestId('tariff-form-submit'));
    expect(await screen.findByTestId('tariff-form-error')).toHaveTextContent('Школа не найдена');
  });
});

describe('TariffsPage', () => {
  it('lists every tariff and edits one in a dialog (school fixed, only the changed tariff sent)', async () => {
    const { calls } = stubFetch({
      'GET /api/v1/school/admin/schools': schools,
      'GET /api/v1/school/admin/tariffs': () => ({
        body: {
          tariffs: [
            buildAdminTariff(),
            buildAdminTariff({ id: 6, name: 'Старый', is_active: false }),
          ],
        },
      }),
      'POST /api/v1/school/admin/tariffs/6/update': ({ body }) => ({
        body: { tariff: buildAdminTariff({ id: 6, ...(body as object) }) },
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<TariffsPage />);

    const row = await screen.findByTestId('admin-tariff-6');
    expect(within(row).getByText('Нет')).toBeInTheDocument();
    expect(within(screen.getByTestId('admin-tariff-5')).getByText('9 900')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Изменить тариф «Старый»' }));

    const dialog = await screen.findByTestId('admin-tariff-edit-6');
    expect(within(dialog).getByTestId('tariff-form-school')).toHaveAttribute('readonly');
    const name = within(dialog).getByTestId('tariff-form-name');
    await user.clear(name);
    await user.tab();
    expect(await within(dialog).findByText('Заполните это поле')).toBeInTheDocument();
    await user.type(name, 'Новый');
    await user.click(within(dialog).getByTestId('tariff-form-submit'));

    await waitFor(() =>
      expect(screen.queryByTestId('admin-tariff-edit-6')).not.toBeInTheDocument(),
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Новый',
      period_days: 90,
      price: 9900,
      price_azn: 199,
      is_active: false,
    });
    expect(await screen.findByText('Тариф сохранён')).toBeInTheDocument();
  });

  it('says so when there are no tariffs', async () => {
    stubFetch({
      'GET /api/v1/school/admin/schools': schools,
      'GET /api/v1/school/admin/tariffs': () => ({ body: { tariffs: [] } }),
    });
    renderWithProviders(<TariffsPage />);
    expect(await screen.findByText('Тарифов пока нет')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Создать тариф' })).toHaveAttribute(
      'href',
      '/admin/school/tariffs/create',
    );
  });
});
