import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { stubFetch, type Handler } from '@/testing/fetch-stub';
import { buildAdminKit, buildAdminWebinar } from '../testing/fixtures';
import { holdRequests } from '../testing/hold-requests';
import type { PricedKind } from '../api/custom-prices';
import type { CustomPrice } from '../schemas';
import { CustomPricesPanel } from './custom-prices-panel';

const now = new Date('2026-11-23T12:00:00Z');
const window = (id: number, start: string, end: string): CustomPrice => ({
  id,
  webinar_id: 7,
  start,
  end,
  price: 2900,
  price_azn: 58,
});
const prices = [
  window(1, '2026-10-01T00:00:00Z', '2026-10-31T23:59:59Z'),
  window(2, '2026-11-20T00:00:00Z', '2026-11-30T23:59:59Z'),
  window(3, '2026-12-01T00:00:00Z', '2026-12-31T23:59:59Z'),
];

function setup(handlers: Record<string, Handler> = {}, kind: PricedKind = 'webinar') {
  const stub = stubFetch(handlers);
  const user = userEvent.setup();
  renderWithProviders(<CustomPricesPanel kind={kind} itemId={7} prices={prices} now={now} />);
  return { user, ...stub };
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByTestId('custom-price-dialog-open'));
  return screen.findByTestId('custom-price-dialog');
}

describe('CustomPricesPanel', () => {
  it('marks each window as past, on now or to come', () => {
    setup();
    expect(screen.getByTestId('custom-price-1-phase')).toHaveTextContent('Прошла');
    expect(screen.getByTestId('custom-price-2-phase')).toHaveTextContent('Действует сейчас');
    expect(screen.getByTestId('custom-price-3-phase')).toHaveTextContent('Запланирована');
  });

  it('requires every field and an end after the start', async () => {
    const { user, calls } = setup();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByTestId('custom-price-dialog-submit'));
    expect(await within(dialog).findAllByText('Укажите дату и время')).toHaveLength(2);
    expect(within(dialog).getAllByText('Обязательно для заполнения')).toHaveLength(2);
    await user.type(within(dialog).getByTestId('custom-price-dialog-start'), '2026-12-10T10:00');
    await user.type(within(dialog).getByTestId('custom-price-dialog-end'), '2026-12-10T10:00');
    await user.click(within(dialog).getByTestId('custom-price-dialog-submit'));
    expect(
      await within(dialog).findByText('Дата окончания должна быть позже даты начала'),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('adds a window for a kit, waiting with a spinning button, then closes', async () => {
    const { user, calls, fetchMock } = setup(
      {
        'POST /api/v2/admin/kits/7/add-custom-price': () => ({
          status: 201,
          body: { kit: buildAdminKit({ id: 7 }) },
        }),
      },
      'kit',
    );
    const { release } = holdRequests(fetchMock, 'POST');
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByTestId('custom-price-dialog-start'), '2026-12-10T10:00');
    await user.type(within(dialog).getByTestId('custom-price-dialog-end'), '2026-12-20T10:00');
    await user.type(within(dialog).getByTestId('custom-price-dialog-price'), '1990');
    await user.type(within(dialog).getByTestId('custom-price-dialog-price_azn'), '39,5');
    await user.click(within(dialog).getByTestId('custom-price-dialog-submit'));
    await waitFor(() =>
      expect(within(dialog).getByTestId('custom-price-dialog-submit')).toBeDisabled(),
    );
    release();
    await waitFor(() => expect(screen.queryByTestId('custom-price-dialog')).toBeNull());
    expect(calls[0]?.body).toEqual({
      start: new Date('2026-12-10T10:00').toISOString(),
      end: new Date('2026-12-20T10:00').toISOString(),
      price: 1990,
      price_azn: 39.5,
    });
    expect(await screen.findByText('Специальная цена добавлена')).toBeInTheDocument();
  });

  it("keeps the dialog open with the server's message when refused", async () => {
    const { user } = setup({
      'POST /api/v2/admin/webinars/7/add-custom-price': () => ({
        status: 400,
        body: {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: 'Окно пересекается с другим',
        },
      }),
    });
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByTestId('custom-price-dialog-start'), '2026-12-10T10:00');
    await user.type(within(dialog).getByTestId('custom-price-dialog-end'), '2026-12-20T10:00');
    await user.type(within(dialog).getByTestId('custom-price-dialog-price'), '1990');
    await user.type(within(dialog).getByTestId('custom-price-dialog-price_azn'), '40');
    await user.click(within(dialog).getByTestId('custom-price-dialog-submit'));
    expect(await within(dialog).findByTestId('custom-price-dialog-error')).toHaveTextContent(
      'Окно пересекается с другим',
    );
  });

  it('deletes a window only after confirming', async () => {
    const { user, calls } = setup({
      'DELETE /api/v2/admin/webinars/7/custom-prices/3': () => ({
        body: { webinar: buildAdminWebinar() },
      }),
    });
    await user.click(screen.getByRole('button', { name: /Удалить специальную цену 1 декабря/ }));
    const dialog = await screen.findByTestId('custom-price-3-delete');
    await user.click(within(dialog).getByTestId('custom-price-3-delete-cancel'));
    expect(calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: /Удалить специальную цену 1 декабря/ }));
    await user.click(await screen.findByTestId('custom-price-3-delete-confirm'));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.method).toBe('DELETE');
    expect(await screen.findByText('Специальная цена удалена')).toBeInTheDocument();
  });
});
