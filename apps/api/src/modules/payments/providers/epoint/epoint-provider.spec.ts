import { fakeFetch, jsonAnswer } from '../../../../../test/support/fake-fetch.js';
import type { EpointConfig } from '../../../../infrastructure/config/payment-config.js';
import { type CheckoutOrder, ProviderError } from '../payment-provider.js';
import { EpointProvider } from './epoint-provider.js';
import { decodeEpointData, epointSignature, signEpointRequest } from './epoint-signature.js';

const config: EpointConfig = {
  publicKey: 'i000000001',
  privateKey: 'd3hjsl38sd8kdfhbcea0be04eafde9e8e2bad2fb092d',
  apiUrl: 'https://epoint.az/api/1',
};
const order: CheckoutOrder = {
  paymentId: 1001,
  amountMinor: 3075,
  currency: 'AZN',
  description: 'Покупка видеокурса «Психотипы»',
  itemName: 'Психотипы',
  buyerEmail: 'learner@example.com',
  urls: {
    callback: 'https://api.shop.example/api/v1/payment/epoint/result',
    success: 'https://api.shop.example/api/v1/payment/epoint/success?payment_id=1001',
    fail: 'https://api.shop.example/api/v1/payment/epoint/fail?payment_id=1001',
  },
};
const noFetch = fakeFetch(() => {
  throw new Error('no request expected');
}).fetchFn;
const provider = (fetchFn = noFetch) => new EpointProvider(config, fetchFn);

/** Epoint's result callback, signed as Epoint signs it (the simulated one of payments.md §2.9). */
const callback = (overrides: Record<string, unknown> = {}) =>
  signEpointRequest(config.privateKey, {
    order_id: '1001',
    status: 'success',
    code: '000',
    message: 'Confirmed',
    transaction: 'te000000123',
    bank_transaction: 'bt000000456',
    bank_response: 'Approved',
    operation_code: '100',
    rrn: '512345678901',
    card_name: 'JOHN DOE',
    card_mask: '416973******1234',
    amount: 30.75,
    other_attr: null,
    ...overrides,
  });

describe('EpointProvider', () => {
  it('createCheckout: signed data for the browser form posted to /checkout', async () => {
    const checkout = await provider().createCheckout(order);
    expect(checkout.url).toBe('https://epoint.az/api/1/checkout');
    expect(checkout.providerPaymentId).toBeNull();
    expect(Object.keys(checkout.fields).sort()).toEqual(['data', 'signature']);
    expect(checkout.fields.signature).toBe(
      epointSignature(config.privateKey, checkout.fields.data!),
    );
    const json = Buffer.from(checkout.fields.data!, 'base64').toString('utf8');
    expect(json).toContain('"amount":30.75,');
    expect(decodeEpointData(checkout.fields.data!)).toEqual({
      public_key: 'i000000001',
      amount: 30.75,
      currency: 'AZN',
      language: 'ru',
      order_id: '1001',
      description: 'Покупка видеокурса «Психотипы»',
      success_redirect_url: order.urls.success,
      error_redirect_url: order.urls.fail,
    });
  });

  it('createCheckout: whole manats stay a JSON number; roubles are refused', async () => {
    const { fields } = await provider().createCheckout({ ...order, amountMinor: 9800 });
    expect(decodeEpointData(fields.data!)).toMatchObject({ amount: 98 });
    await expect(provider().createCheckout({ ...order, currency: 'RUB' })).rejects.toThrow('AZN');
  });

  describe('verifyCallback', () => {
    it('a confirmed payment: paid, keyed on transaction and status, amount in qəpik', () => {
      expect(provider().verifyCallback(callback())).toEqual({
        ok: true,
        callback: {
          eventKey: 'te000000123:success',
          paymentId: 1001,
          outcome: 'paid',
          amountMinor: 3075,
          currency: 'AZN',
          providerPaymentId: 'te000000123',
          providerStatus: 'success',
        },
      });
    });

    it.each([
      [
        { status: 'failed', code: '116', transaction: 'te-declined' },
        'failed',
        'te-declined:failed',
      ],
      [{ status: 'success', code: '100' }, 'pending', 'te000000123:success'],
      [{ status: 'new' }, 'pending', 'te000000123:new'],
    ])('%p → %p', (overrides, outcome, eventKey) => {
      expect(provider().verifyCallback(callback(overrides))).toMatchObject({
        ok: true,
        callback: { outcome, eventKey },
      });
    });

    it('takes the amount as a string too, and a failure without one', () => {
      expect(provider().verifyCallback(callback({ amount: '30.75' }))).toMatchObject({
        callback: { amountMinor: 3075 },
      });
      expect(
        provider().verifyCallback(callback({ status: 'failed', amount: undefined })),
      ).toMatchObject({
        ok: true,
        callback: { outcome: 'failed', amountMinor: null },
      });
    });

    it("accepts data whose '+' a form parser turned into spaces (payments.md §2.4)", () => {
      const signed = callback({ card_name: 'Ĳ>>>?' });
      expect(signed.data).toContain('+');
      const spaced = {
        data: signed.data.replaceAll('+', ' '),
        signature: signed.signature.replaceAll('+', ' '),
      };
      expect(provider().verifyCallback(spaced)).toMatchObject({
        ok: true,
        callback: { paymentId: 1001 },
      });
    });

    it.each([
      ['no data', { signature: callback().signature }, 'missing data or signature', null],
      ['no signature', { data: callback().data }, 'missing data or signature', null],
      ['a bad signature', { ...callback(), signature: 'AAAA' }, 'bad signature', null],
      [
        'another key',
        signEpointRequest('other-key', { order_id: '1001', status: 'success' }),
        'bad signature',
        null,
      ],
      [
        'a tampered amount inside signed data',
        { data: callback({ amount: 0.01 }).data, signature: callback().signature },
        'bad signature',
        null,
      ],
      [
        'spaces that were never pluses',
        { ...callback(), data: `${callback().data.slice(0, 10)} ${callback().data.slice(11)}` },
        'bad signature',
        null,
      ],
      [
        'data that is not JSON',
        { data: 'bm90IGpzb24=', signature: epointSignature(config.privateKey, 'bm90IGpzb24=') },
        'data is not a JSON object',
        null,
      ],
      [
        'a non-numeric order_id (the doc example ORD-1001)',
        callback({ order_id: 'ORD-1001' }),
        'order_id is not a payment id',
        null,
      ],
      ['order_id 0', callback({ order_id: '0' }), 'order_id is not a payment id', null],
      [
        'no transaction',
        callback({ transaction: undefined }),
        'missing transaction or status',
        1001,
      ],
      ['no status', callback({ status: undefined }), 'missing transaction or status', 1001],
      ['an unreadable amount', callback({ amount: '30,75' }), 'unreadable amount', 1001],
      ['a sub-qəpik amount', callback({ amount: 30.755 }), 'unreadable amount', 1001],
      [
        'success without an amount',
        callback({ amount: undefined }),
        'paid without an amount',
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
    const statusAnswer = (overrides: Record<string, unknown> = {}) =>
      jsonAnswer({
        status: 'success',
        code: '000',
        message: 'Confirmed',
        transaction: 'te000000123',
        order_id: '1001',
        amount: 30.75,
        ...overrides,
      });

    it('posts signed data with order_id (and transaction when known) as a form', async () => {
      const fake = fakeFetch(() => statusAnswer());
      const report = await provider(fake.fetchFn).fetchStatus({
        paymentId: 1001,
        providerPaymentId: 'te000000123',
      });
      expect(report).toEqual({
        outcome: 'paid',
        amountMinor: 3075,
        providerPaymentId: 'te000000123',
        providerStatus: 'success',
      });
      const [request] = fake.requests;
      expect(request).toMatchObject({
        url: 'https://epoint.az/api/1/get-status',
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });
      const form = Object.fromEntries(new URLSearchParams(request!.body));
      expect(form.signature).toBe(epointSignature(config.privateKey, form.data!));
      expect(decodeEpointData(form.data!)).toEqual({
        public_key: 'i000000001',
        order_id: '1001',
        transaction: 'te000000123',
      });
    });

    it('asks by order_id alone when no transaction is known', async () => {
      const fake = fakeFetch(() =>
        statusAnswer({ status: 'new', amount: undefined, transaction: undefined }),
      );
      const report = await provider(fake.fetchFn).fetchStatus({
        paymentId: 1001,
        providerPaymentId: null,
      });
      expect(report).toEqual({
        outcome: 'pending',
        amountMinor: null,
        providerPaymentId: null,
        providerStatus: 'new',
      });
      const form = Object.fromEntries(new URLSearchParams(fake.requests[0]!.body));
      expect(decodeEpointData(form.data!)).toEqual({ public_key: 'i000000001', order_id: '1001' });
    });

    it.each([
      ['new', 'pending'],
      ['success', 'paid'],
      ['returned', 'refunded'],
      ['error', 'failed'],
      ['failed', 'failed'],
      ['something-new', 'pending'],
      ['constructor', 'pending'],
    ])('status %p → %p', async (status, outcome) => {
      const fake = fakeFetch(() => statusAnswer({ status }));
      await expect(
        provider(fake.fetchFn).fetchStatus({ paymentId: 1001, providerPaymentId: null }),
      ).resolves.toMatchObject({
        outcome,
        providerStatus: status,
      });
    });

    it.each([
      [
        'server_error',
        () => statusAnswer({ status: 'server_error', message: 'Signature did not match' }),
        'get-status: server_error Signature did not match',
      ],
      ['no status', () => statusAnswer({ status: undefined }), 'get-status: no status'],
      ['another order', () => statusAnswer({ order_id: '1002' }), 'get-status: another order_id'],
      [
        'paid without an amount',
        () => statusAnswer({ amount: undefined }),
        'get-status: paid without an amount',
      ],
      [
        'an unreadable amount',
        () => statusAnswer({ amount: 'much' }),
        'get-status: unreadable amount',
      ],
      [
        'a non-JSON answer',
        () => new Response('<html>502</html>'),
        'get-status: answer is not JSON',
      ],
      ['an HTTP error', () => new Response('', { status: 502 }), 'get-status: HTTP 502'],
      [
        'a network error',
        () => Promise.reject(new TypeError('fetch failed')),
        'get-status: TypeError: fetch failed',
      ],
    ])('throws a ProviderError on %s', async (_what, answer, detail) => {
      const fake = fakeFetch(answer);
      const error = await provider(fake.fetchFn)
        .fetchStatus({ paymentId: 1001, providerPaymentId: null })
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ProviderError);
      expect(error).toMatchObject({
        detail,
        message: 'Не удалось узнать статус платежа у платёжного сервиса. Попробуйте позже',
      });
    });
  });
});
