import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { stubFetch, type RecordedRequest } from '@/testing/fetch-stub';
import { buildKit, buildWebinar } from '@/testing/catalog-fixtures';
import { buildRobokassaData, freePaymentData } from '@/testing/payment-fixtures';
import { buildUser } from '@/testing/user-fixture';
import { startSession } from '@/lib/session/session-store';
import { queryKeys } from '@/lib/query-keys';
import type { PurchasableItem } from '@/lib/catalog/schemas';
import { PurchaseBlock } from '../components/purchase-block';

const setting = vi.hoisted(() => ({ rubProvider: 'robokassa' as 'robokassa' | 'tinkoff' }));
vi.mock('@/config/env', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/config/env')>();
  return {
    env: {
      ...actual.env,
      get rubPaymentProvider() {
        return setting.rubProvider;
      },
    },
  };
});

const paymentDataPath = (provider: string) => `GET /api/v1/payment/${provider}/get-payment-data`;
const queryOf = (request: RecordedRequest) =>
  Object.fromEntries(new URL(request.path, 'http://localhost').searchParams);

function captureFormSubmits() {
  const submitted: HTMLFormElement[] = [];
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (
    this: HTMLFormElement,
  ) {
    submitted.push(this);
  });
  return submitted;
}
const fieldsOf = (form: HTMLFormElement) =>
  Object.fromEntries([...form.querySelectorAll('input')].map((input) => [input.name, input.value]));

function setup(item: PurchasableItem = buildWebinar(), productType = 'webinar') {
  startSession(buildUser());
  const user = userEvent.setup();
  const view = renderWithProviders(<PurchaseBlock item={item} productType={productType} />, {
    path: '/videocourses/1',
  });
  return { user, ...view };
}

afterEach(() => {
  setting.rubProvider = 'robokassa';
  document.querySelectorAll('form[method="post"]').forEach((form) => form.remove());
});

describe('usePurchaseAction (through the purchase block)', () => {
  it('posts the Robokassa fields as a hidden form for a Russian card', async () => {
    const submitted = captureFormSubmits();
    const { calls } = stubFetch({
      [paymentDataPath('robokassa')]: () => ({ body: buildRobokassaData() }),
    });
    const { user } = setup(buildWebinar({ id: 1 }));
    await user.click(screen.getByTestId('buy-button'));

    await waitFor(() => expect(submitted).toHaveLength(1));
    const request = calls.find((call) => call.path.includes('/robokassa/'));
    expect(request && queryOf(request)).toEqual({ id: '1', product_type: 'webinar', type: '1' });
    const [form] = submitted;
    expect(form.action).toBe('https://auth.robokassa.ru/Merchant/Index.aspx');
    expect(form.method).toBe('post');
    expect(fieldsOf(form)).toEqual({
      MerchantLogin: 'demo-shop',
      OutSum: '4900.00',
      InvId: '42',
      Description: 'Покупка видеокурса',
      SignatureValue: 'a86f6e21ff1affaf01b22cb045ea7d75',
      Culture: 'ru',
      Receipt: '%7B%22items%22%3A%5B%5D%7D',
      IsTest: '1',
      Email: 'someone@example.com',
    });
    // The browser is leaving: no second payment can start meanwhile.
    expect(screen.getByTestId('buy-button')).toBeDisabled();
  });

  it('posts data and signature to Epoint for a foreign card (kit, AZN)', async () => {
    const submitted = captureFormSubmits();
    const epoint = {
      status: 'success',
      message: 'ok',
      IsFree: false,
      payment_id: 50,
      url: 'https://epoint.az/api/1/checkout',
      data: 'eyJvcmRlcl9pZCI6IjUwIn0=',
      signature: 'c2lnbmF0dXJl',
    };
    const { calls } = stubFetch({ [paymentDataPath('epoint')]: () => ({ body: epoint }) });
    const { user } = setup(buildKit({ id: 3, final_price_azn: 198 }), 'kit');
    await user.click(screen.getByTestId('foreign-card-button'));

    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(queryOf(calls[0])).toEqual({ id: '3', product_type: 'kit', type: '1' });
    expect(submitted[0].action).toBe('https://epoint.az/api/1/checkout');
    expect(fieldsOf(submitted[0])).toEqual({ data: epoint.data, signature: epoint.signature });
  });

  it('opens the Tinkoff PaymentURL when Tinkoff takes Russian cards', async () => {
    setting.rubProvider = 'tinkoff';
    const submitted = captureFormSubmits();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const url = 'https://securepay.tinkoff.ru/new/fU1ppgqa';
    stubFetch({
      [paymentDataPath('tinkoff')]: () => ({
        body: { status: 'success', message: 'ok', IsFree: false, payment_id: 51, url },
      }),
    });
    const { user } = setup(buildWebinar({ state: 'can_prolong', is_owner: true }));
    await user.click(screen.getByTestId('prolong-button'));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(url));
    expect(submitted).toHaveLength(0);
  });

  it('pays a gift with the friend’s e-mail as type 2', async () => {
    const submitted = captureFormSubmits();
    const { calls } = stubFetch({
      [paymentDataPath('robokassa')]: () => ({ body: buildRobokassaData() }),
    });
    const { user } = setup(buildWebinar({ id: 5 }));
    await user.click(screen.getByTestId('gift-button'));
    await user.type(await screen.findByTestId('gift-email'), 'friend@example.com{Enter}');

    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(queryOf(calls[0])).toEqual({
      id: '5',
      product_type: 'webinar',
      type: '2',
      gift_email: 'friend@example.com',
    });
    await waitFor(() => expect(screen.queryByTestId('gift-dialog')).not.toBeInTheDocument());
  });

  it('pays a gift through Epoint when the foreign-card button of the gift dialog is used', async () => {
    const submitted = captureFormSubmits();
    const epoint = {
      status: 'success',
      message: 'ok',
      IsFree: false,
      payment_id: 52,
      url: 'https://epoint.az/api/1/checkout',
      data: 'eyJvcmRlcl9pZCI6IjUyIn0=',
      signature: 'c2lnbmF0dXJl',
    };
    const { calls } = stubFetch({ [paymentDataPath('epoint')]: () => ({ body: epoint }) });
    const { user } = setup(buildKit({ id: 3, final_price_azn: 198 }), 'kit');
    await user.click(screen.getByTestId('gift-button'));
    await user.type(await screen.findByTestId('gift-email'), 'friend@example.com');
    await user.click(screen.getByTestId('gift-foreign-card'));

    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(queryOf(calls[0])).toEqual({
      id: '3',
      product_type: 'kit',
      type: '2',
      gift_email: 'friend@example.com',
    });
    expect(fieldsOf(submitted[0])).toEqual({ data: epoint.data, signature: epoint.signature });
  });

  it('says "Успешно!" and reloads the catalog and the menu flags for a free item', async () => {
    const submitted = captureFormSubmits();
    const { calls } = stubFetch({
      [paymentDataPath('robokassa')]: () => ({ body: freePaymentData }),
      'GET /api/v2/user/kits/my': () => ({ body: { kits: [] } }),
    });
    const { user, queryClient } = setup(
      buildWebinar({ price: 0, final_price: 0, final_price_azn: 0 }),
    );
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await user.click(screen.getByTestId('buy-button'));

    expect((await screen.findAllByText('Успешно!')).length).toBeGreaterThan(0);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.catalog });
    await waitFor(() =>
      expect(calls.some((call) => call.path.startsWith('/api/v2/user/kits/my'))).toBe(true),
    );
    expect(submitted).toHaveLength(0);
  });

  it('shows the server’s message as an error toast and frees the buttons', async () => {
    const submitted = captureFormSubmits();
    const message = 'Оплата иностранной картой для этого товара недоступна';
    stubFetch({
      [paymentDataPath('robokassa')]: () => ({
        status: 409,
        body: { statusCode: 409, code: 'PAYMENT_CURRENCY_UNAVAILABLE', message },
      }),
    });
    const { user } = setup();
    await user.click(screen.getByTestId('buy-button'));

    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getByTestId('buy-button')).toBeEnabled());
    expect(submitted).toHaveLength(0);
  });

  it('disables every button while the payment data loads', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const { user } = setup();
    await user.click(screen.getByTestId('buy-button'));

    await waitFor(() => expect(screen.getByTestId('buy-button')).toBeDisabled());
    expect(screen.getByTestId('buy-button')).toHaveTextContent('Готовим оплату…');
    expect(screen.getByTestId('gift-button')).toBeDisabled();
    expect(screen.getByTestId('foreign-card-button')).toBeDisabled();
    expect(screen.getByTestId('purchase-block')).toHaveAttribute('aria-busy', 'true');

    answer(new Response('{}', { status: 500, headers: { 'Content-Type': 'application/json' } }));
    await waitFor(() => expect(screen.getByTestId('buy-button')).toBeEnabled());
  });
});
