import { fakeFetch, jsonAnswer } from '../../../../../test/support/fake-fetch.js';
import type { TinkoffConfig } from '../../../../infrastructure/config/payment-config.js';
import { type CheckoutOrder, ProviderError } from '../payment-provider.js';
import { TinkoffProvider } from './tinkoff-provider.js';
import { tinkoffToken } from './tinkoff-token.js';

const config: TinkoffConfig = {
  terminalKey: '1234567890DEMO',
  password: 'TestPassword123',
  apiUrl: 'https://securepay.tinkoff.ru/v2',
};
const receipt = {
  taxSystem: 'usn_income',
  vat: 'none',
  paymentMethod: 'full_prepayment',
  paymentObject: 'service',
};
const order: CheckoutOrder = {
  paymentId: 1001,
  amountMinor: 150000,
  currency: 'RUB',
  description: 'Оплата заказа 1001',
  itemName: 'Психотипы',
  buyerEmail: 'learner@example.com',
  urls: {
    callback: 'https://api.shop.example/api/v1/payment/tinkoff/notification',
    success: 'https://api.shop.example/api/v1/payment/tinkoff/success?payment_id=1001',
    fail: 'https://api.shop.example/api/v1/payment/tinkoff/fail?payment_id=1001',
  },
};
const initOk = {
  Success: true,
  ErrorCode: '0',
  TerminalKey: '1234567890DEMO',
  Status: 'NEW',
  PaymentId: '5974256058',
  OrderId: '1001',
  Amount: 150000,
  PaymentURL: 'https://securepay.tinkoff.ru/new/fU1ppgqa',
};
const noFetch = fakeFetch(() => {
  throw new Error('no request expected');
}).fetchFn;
const provider = (fetchFn = noFetch) => new TinkoffProvider(config, receipt, fetchFn);

/** A notification signed the T-Bank way (our example of payments.md §3.9, OrderId a payment id). */
function notification(overrides: Record<string, unknown> = {}, password = config.password) {
  const body: Record<string, unknown> = {
    TerminalKey: '1234567890DEMO',
    OrderId: '1001',
    Success: true,
    Status: 'CONFIRMED',
    PaymentId: 5974256058,
    ErrorCode: '0',
    Amount: 150000,
    CardId: 475738102,
    Pan: '430000******0777',
    ExpDate: '1230',
    ...overrides,
  };
  return { ...body, Token: tinkoffToken(body, password) };
}

const failure = async (promise: Promise<unknown>) => {
  const error = await promise.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
};

describe('TinkoffProvider', () => {
  describe('createCheckout', () => {
    it('posts a signed Init in kopecks with the receipt and answers the PaymentURL', async () => {
      const fake = fakeFetch(() => jsonAnswer(initOk));
      const checkout = await provider(fake.fetchFn).createCheckout(order);
      expect(checkout).toEqual({
        url: 'https://securepay.tinkoff.ru/new/fU1ppgqa',
        fields: {},
        providerPaymentId: '5974256058',
      });
      const [request] = fake.requests;
      expect(request).toMatchObject({
        url: 'https://securepay.tinkoff.ru/v2/Init',
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
      });
      const body = JSON.parse(request!.body) as Record<string, unknown>;
      expect(body).toEqual({
        TerminalKey: '1234567890DEMO',
        Amount: 150000,
        OrderId: '1001',
        Description: 'Оплата заказа 1001',
        NotificationURL: order.urls.callback,
        SuccessURL: order.urls.success,
        FailURL: order.urls.fail,
        Language: 'ru',
        Receipt: {
          Email: 'learner@example.com',
          Taxation: 'usn_income',
          Items: [
            {
              Name: 'Психотипы',
              Price: 150000,
              Quantity: 1,
              Amount: 150000,
              Tax: 'none',
              PaymentMethod: 'full_prepayment',
              PaymentObject: 'service',
            },
          ],
        },
        Token: tinkoffToken(body, config.password),
      });
    });

    it('clips Description to 140 and the line name to 128 characters; takes a numeric PaymentId', async () => {
      const fake = fakeFetch(() => jsonAnswer({ ...initOk, PaymentId: 13660 }));
      const checkout = await provider(fake.fetchFn).createCheckout({
        ...order,
        description: 'д'.repeat(300),
        itemName: 'н'.repeat(300),
      });
      expect(checkout.providerPaymentId).toBe('13660');
      const body = JSON.parse(fake.requests[0]!.body) as {
        Description: string;
        Receipt: { Items: Array<{ Name: string }> };
      };
      expect(body.Description).toBe('д'.repeat(140));
      expect(body.Receipt.Items[0]!.Name).toBe('н'.repeat(128));
    });

    it('a refusal reaches the learner in Russian, the technical reason in detail', async () => {
      const fake = fakeFetch(() =>
        jsonAnswer({
          Success: false,
          ErrorCode: '204',
          Message: 'Неверный токен',
          Details: 'Проверьте пару TerminalKey/SecretKey',
        }),
      );
      const error = await failure(provider(fake.fetchFn).createCheckout(order));
      expect(error.message).toBe('Платёжный сервис отклонил запрос: Неверный токен');
      expect(error.detail).toBe(
        'Init refused: ErrorCode=204 Message=Неверный токен Details=Проверьте пару TerminalKey/SecretKey',
      );
      expect(error.detail).not.toContain(config.password);
    });

    it.each([
      [
        'a refusal without a message',
        () => jsonAnswer({ Success: false, ErrorCode: '9999' }),
        /^Платёжный сервис отклонил запрос\. /,
        'Init refused: ErrorCode=9999',
      ],
      [
        'Success true with an error code',
        () => jsonAnswer({ ...initOk, ErrorCode: '8' }),
        /^Платёжный сервис отклонил запрос/,
        'Init refused: ErrorCode=8',
      ],
      [
        'no PaymentURL',
        () => jsonAnswer({ ...initOk, PaymentURL: undefined }),
        /^Платёжный сервис не отвечает/,
        'Init: no PaymentURL or no PaymentId',
      ],
      [
        'a non-JSON answer',
        () => new Response('<html>Bad gateway</html>'),
        /^Платёжный сервис не отвечает/,
        'Init: answer is not JSON',
      ],
      [
        'an HTTP error',
        () => new Response('', { status: 503 }),
        /^Платёжный сервис не отвечает/,
        'Init: HTTP 503',
      ],
      [
        'an unreachable host',
        () => Promise.reject(new TypeError('fetch failed')),
        /^Платёжный сервис не отвечает/,
        'Init: TypeError: fetch failed',
      ],
      [
        'a timeout',
        () =>
          Promise.reject(
            new DOMException('The operation was aborted due to timeout', 'TimeoutError'),
          ),
        /^Платёжный сервис не отвечает/,
        'Init: TimeoutError: The operation was aborted due to timeout',
      ],
    ])('%s is a ProviderError', async (_what, answer, message, detail) => {
      const error = await failure(provider(fakeFetch(answer).fetchFn).createCheckout(order));
      expect(error.message).toMatch(message);
      expect(error.detail).toBe(detail);
    });

    it('without an e-mail for the receipt it does not call Init', async () => {
      const fake = fakeFetch(() => jsonAnswer(initOk));
      const error = await failure(
        provider(fake.fetchFn).createCheckout({ ...order, buyerEmail: 'learner-login' }),
      );
      expect(error.message).toMatch(/электронной почты/);
      expect(fake.requests).toHaveLength(0);
    });

    it('refuses AZN and amounts that are not whole positive kopecks', async () => {
      await expect(provider().createCheckout({ ...order, currency: 'AZN' })).rejects.toThrow('RUB');
      await expect(provider().createCheckout({ ...order, amountMinor: 0 })).rejects.toThrow(
        RangeError,
      );
      await expect(provider().createCheckout({ ...order, amountMinor: 10.5 })).rejects.toThrow(
        RangeError,
      );
    });
  });

  describe('verifyCallback', () => {
    it('a confirmed payment: paid, keyed on PaymentId and Status', () => {
      expect(provider().verifyCallback(notification())).toEqual({
        ok: true,
        callback: {
          eventKey: '5974256058:CONFIRMED',
          paymentId: 1001,
          outcome: 'paid',
          amountMinor: 150000,
          currency: 'RUB',
          providerPaymentId: '5974256058',
          providerStatus: 'CONFIRMED',
        },
      });
    });

    it('signs every root scalar received, including fields we do not know, and skips objects', () => {
      const raw = notification({
        RebillId: 1741204285536,
        NewField: 'x',
        Data: { Source: 'cards' },
      });
      expect(provider().verifyCallback(raw)).toMatchObject({ ok: true });
      expect(provider().verifyCallback({ ...raw, NewField: 'y' })).toMatchObject({
        ok: false,
        reason: 'bad signature',
      });
      expect(provider().verifyCallback({ ...raw, Data: { Source: 'other' } })).toMatchObject({
        ok: true,
      });
    });

    it.each([
      ['CONFIRMED', 'paid', 150000],
      ['AUTHORIZED', 'pending', 150000],
      ['NEW', 'pending', 150000],
      ['3DS_CHECKING', 'pending', 150000],
      ['CONFIRMING', 'pending', 150000],
      ['REJECTED', 'failed', 150000],
      ['AUTH_FAIL', 'failed', 150000],
      ['DEADLINE_EXPIRED', 'failed', 150000],
      ['ATTEMPTS_EXPIRED', 'failed', 150000],
      ['CANCELED', 'cancelled', 150000],
      ['REVERSED', 'cancelled', null],
      ['PARTIAL_REVERSED', 'pending', null],
      ['REFUNDED', 'refunded', null],
      ['PARTIAL_REFUNDED', 'pending', null],
      ['RECEIPT', 'pending', 150000],
      ['SOMETHING_NEW', 'pending', 150000],
      ['toString', 'pending', 150000],
    ])('Status %p → %p, amount %p', (status, outcome, amountMinor) => {
      expect(provider().verifyCallback(notification({ Status: status }))).toMatchObject({
        ok: true,
        callback: { outcome, amountMinor, eventKey: `5974256058:${status}` },
      });
    });

    it('a refund notification carrying what is left is not taken for a wrong amount', () => {
      expect(
        provider().verifyCallback(notification({ Status: 'PARTIAL_REFUNDED', Amount: 50000 })),
      ).toMatchObject({
        ok: true,
        callback: { amountMinor: null },
      });
    });

    it('accepts an upper-case Token and a string PaymentId', () => {
      const raw = notification({ PaymentId: '5974256058' });
      expect(provider().verifyCallback({ ...raw, Token: raw.Token.toUpperCase() })).toMatchObject({
        ok: true,
        callback: { providerPaymentId: '5974256058' },
      });
    });

    const drop = (name: string) =>
      Object.fromEntries(Object.entries(notification()).filter(([key]) => key !== name));

    it.each([
      ['no Token', drop('Token'), 'missing Token, Status or PaymentId', 1001],
      ['no Status', drop('Status'), 'missing Token, Status or PaymentId', 1001],
      ['no PaymentId', drop('PaymentId'), 'missing Token, Status or PaymentId', 1001],
      ['a wrong password', notification({}, 'another-password'), 'bad signature', 1001],
      ['a tampered amount', { ...notification(), Amount: 100 }, 'bad signature', 1001],
      [
        'a tampered status',
        { ...notification({ Status: 'REJECTED' }), Status: 'CONFIRMED' },
        'bad signature',
        1001,
      ],
      ['Success as "True"', { ...notification(), Success: 'True' }, 'bad signature', 1001],
      [
        'another terminal, correctly signed',
        notification({ TerminalKey: 'OtherTerminalDEMO' }),
        'wrong terminal',
        1001,
      ],
      [
        'a non-numeric OrderId (our doc example ord_1001)',
        notification({ OrderId: 'ord_1001' }),
        'OrderId is not a payment id',
        null,
      ],
      [
        'an unreadable Amount',
        notification({ Amount: '1500.00' }),
        'unreadable or missing Amount',
        1001,
      ],
      [
        'CONFIRMED without an Amount',
        notification({ Amount: undefined }),
        'unreadable or missing Amount',
        1001,
      ],
    ])('rejects %s', (_what, raw, reason, paymentId) => {
      expect(provider().verifyCallback(raw)).toEqual({ ok: false, reason, paymentId });
    });
  });

  it('acknowledges with a plain OK', () => {
    expect(provider().acknowledge()).toEqual({
      status: 200,
      contentType: 'text/plain',
      body: 'OK',
    });
  });

  describe('fetchStatus', () => {
    const state = (overrides: Record<string, unknown> = {}) =>
      jsonAnswer({
        Success: true,
        ErrorCode: '0',
        Message: 'OK',
        TerminalKey: '1234567890DEMO',
        Status: 'CONFIRMED',
        PaymentId: '5974256058',
        OrderId: '1001',
        Amount: 150000,
        ...overrides,
      });

    it('posts a signed GetState (the documented token) and maps the answer', async () => {
      const fake = fakeFetch(() => state());
      const report = await provider(fake.fetchFn).fetchStatus({
        paymentId: 1001,
        providerPaymentId: '5974256058',
      });
      expect(report).toEqual({
        outcome: 'paid',
        amountMinor: 150000,
        providerPaymentId: '5974256058',
        providerStatus: 'CONFIRMED',
      });
      expect(fake.requests[0]).toMatchObject({
        url: 'https://securepay.tinkoff.ru/v2/GetState',
        method: 'POST',
      });
      expect(JSON.parse(fake.requests[0]!.body)).toEqual({
        TerminalKey: '1234567890DEMO',
        PaymentId: '5974256058',
        Token: 'c7daf314c901c368f75b12b3a7d8059f2e00122cda0c0ef3ffeafdb68e18609a',
      });
    });

    it.each([
      ['AUTHORIZED', 'pending', 150000],
      ['REJECTED', 'failed', 150000],
      ['CANCELED', 'cancelled', 150000],
      ['REFUNDED', 'refunded', null],
      ['DEADLINE_EXPIRED', 'failed', 150000],
    ])('Status %p → %p', async (status, outcome, amountMinor) => {
      const fake = fakeFetch(() => state({ Status: status }));
      await expect(
        provider(fake.fetchFn).fetchStatus({ paymentId: 1001, providerPaymentId: '5974256058' }),
      ).resolves.toMatchObject({
        outcome,
        amountMinor,
        providerStatus: status,
      });
    });

    it('without a PaymentId (Init never succeeded) it reports pending and asks nothing', async () => {
      const fake = fakeFetch(() => state());
      await expect(
        provider(fake.fetchFn).fetchStatus({ paymentId: 1001, providerPaymentId: null }),
      ).resolves.toEqual({
        outcome: 'pending',
        amountMinor: null,
        providerPaymentId: null,
        providerStatus: 'NO_PAYMENT_ID',
      });
      expect(fake.requests).toHaveLength(0);
    });

    it.each([
      [
        'a refusal',
        () => state({ Success: false, ErrorCode: '7', Message: 'Неверный статус транзакции' }),
        'GetState: ErrorCode=7 Message=Неверный статус транзакции',
      ],
      ['no Status', () => state({ Status: undefined }), 'GetState: no Status'],
      ['another order', () => state({ OrderId: '1002' }), 'GetState: another OrderId'],
      [
        'CONFIRMED without an Amount',
        () => state({ Amount: undefined }),
        'GetState: unreadable or missing Amount',
      ],
      ['an HTTP error', () => new Response('', { status: 500 }), 'GetState: HTTP 500'],
    ])('throws a ProviderError on %s', async (_what, answer, detail) => {
      const error = await failure(
        provider(fakeFetch(answer).fetchFn).fetchStatus({
          paymentId: 1001,
          providerPaymentId: '5974256058',
        }),
      );
      expect(error.detail).toBe(detail);
      expect(error.message).toBe(
        'Не удалось узнать статус платежа у платёжного сервиса. Попробуйте позже',
      );
    });
  });
});
