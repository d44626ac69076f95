import { fakeFetch } from '../../../../../test/support/fake-fetch.js';
import type { RobokassaConfig } from '../../../../infrastructure/config/payment-config.js';
import { type CheckoutOrder, ProviderError } from '../payment-provider.js';
import { RobokassaProvider } from './robokassa-provider.js';
import { checkoutSignature, returnSignature } from './robokassa-signature.js';

const config: RobokassaConfig = {
  merchantLogin: 'demo-shop',
  password1: 'pass1_Test',
  password2: 'pass2_Test',
  isTest: false,
  hash: 'md5',
  checkoutUrl: 'https://auth.robokassa.ru/Merchant/Index.aspx',
  apiUrl: 'https://auth.robokassa.ru/Merchant/WebService/Service.asmx',
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
  description: 'Покупка видеокурса «Подписка на 1 месяц»',
  itemName: 'Подписка на 1 месяц',
  buyerEmail: 'learner@example.com',
  urls: {
    callback: 'https://api.example/cb',
    success: 'https://api.example/ok',
    fail: 'https://api.example/fail',
  },
};
const unusedFetch = fakeFetch(() => {
  throw new Error('no request expected');
}).fetchFn;
const provider = (overrides: Partial<RobokassaConfig> = {}, fetchFn = unusedFetch) =>
  new RobokassaProvider({ ...config, ...overrides }, receipt, fetchFn);

/** payments.md §1.12 C: what Robokassa posts to ResultURL (six-decimal OutSum, upper-case hex). */
const resultC = {
  OutSum: '1500.000000',
  InvId: '1001',
  SignatureValue: 'E00B19DD1653F1073A8D03DA8BBED41B',
  Shp_orderId: 'ord_8f3a',
  Shp_userId: '42',
  Fee: '52.50',
  EMail: 'learner@example.com',
  PaymentMethod: 'BankCard',
  IncCurrLabel: 'BankCardPSR',
};
const without = (fields: Record<string, unknown>, name: string) =>
  Object.fromEntries(Object.entries(fields).filter(([key]) => key !== name));

/** The same without Shp params, as our own checkouts (which send none) come back. */
const signedResult = (outSum: string, invId: string, password = config.password2) => ({
  OutSum: outSum,
  InvId: invId,
  SignatureValue: returnSignature('md5', { outSum, invId, password, shp: {} }).toUpperCase(),
});

describe('RobokassaProvider', () => {
  it('refuses a hash Robokassa does not offer', () => {
    expect(() => provider({ hash: 'crc32' })).toThrow('Unsupported Robokassa hash: crc32');
  });

  describe('createCheckout', () => {
    it('answers the signed form for Index.aspx, the receipt in it and in the signature', async () => {
      const checkout = await provider().createCheckout(order);
      expect(checkout.url).toBe(config.checkoutUrl);
      expect(checkout.providerPaymentId).toBeNull();
      const { fields } = checkout;
      expect(fields).toMatchObject({
        MerchantLogin: 'demo-shop',
        OutSum: '1500.00',
        InvId: '1001',
        Description: order.description,
        Culture: 'ru',
        IsTest: '0',
        Email: 'learner@example.com',
      });
      expect(Object.keys(fields).sort()).toEqual([
        'Culture',
        'Description',
        'Email',
        'InvId',
        'IsTest',
        'MerchantLogin',
        'OutSum',
        'Receipt',
        'SignatureValue',
      ]);
      expect(fields.SignatureValue).toBe(
        checkoutSignature('md5', {
          ...config,
          outSum: '1500.00',
          invId: '1001',
          receipt: fields.Receipt,
        }),
      );
      // The B example's receipt (payments.md §1.12), encoded once; its sum equals OutSum.
      expect(decodeURIComponent(fields.Receipt)).toBe(
        '{"sno":"usn_income","items":[{"name":"Подписка на 1 месяц","quantity":1,"sum":1500,"payment_method":"full_prepayment","payment_object":"service","tax":"none"}]}',
      );
      expect(fields.Receipt).toMatch(/^%7B%22sno%22%3A%22usn_income%22.*%20/);
    });

    it('sends IsTest=1 in test mode, the sum in kopecks exactly, and clips long texts', async () => {
      const { fields } = await provider({ isTest: true }).createCheckout({
        ...order,
        amountMinor: 199050,
        description: 'Я'.repeat(150),
        itemName: 'Ж'.repeat(200),
        buyerEmail: 'learner-login',
      });
      expect(fields.IsTest).toBe('1');
      expect(fields.OutSum).toBe('1990.50');
      expect(fields.Description).toBe('Я'.repeat(100));
      expect(fields.Email).toBeUndefined();
      const lines = JSON.parse(decodeURIComponent(fields.Receipt)) as {
        items: Array<{ name: string; sum: number }>;
      };
      expect(lines.items[0]).toMatchObject({ name: 'Ж'.repeat(128), sum: 1990.5 });
    });

    it('refuses another currency', async () => {
      await expect(provider().createCheckout({ ...order, currency: 'AZN' })).rejects.toThrow('RUB');
    });
  });

  describe('verifyCallback', () => {
    it('accepts the C example: raw six-decimal OutSum, upper-case hex, Shp params signed', () => {
      expect(provider().verifyCallback(resultC)).toEqual({
        ok: true,
        callback: {
          eventKey: '1001',
          paymentId: 1001,
          outcome: 'paid',
          amountMinor: 150000,
          currency: 'RUB',
          providerPaymentId: null,
          providerStatus: 'success',
        },
      });
    });

    it('accepts lower-case hex and a two-decimal OutSum signed as sent', () => {
      const fields = signedResult('4900.00', '7');
      const verification = provider().verifyCallback({
        ...fields,
        SignatureValue: fields.SignatureValue.toLowerCase(),
      });
      expect(verification).toMatchObject({
        ok: true,
        callback: { paymentId: 7, amountMinor: 490000 },
      });
    });

    it.each([
      ['no OutSum', without(resultC, 'OutSum'), 'missing OutSum, InvId or SignatureValue', 1001],
      ['no InvId', without(resultC, 'InvId'), 'missing OutSum, InvId or SignatureValue', null],
      [
        'no SignatureValue',
        without(resultC, 'SignatureValue'),
        'missing OutSum, InvId or SignatureValue',
        1001,
      ],
      [
        'an empty SignatureValue',
        { ...resultC, SignatureValue: '' },
        'missing OutSum, InvId or SignatureValue',
        1001,
      ],
      [
        'a repeated OutSum key',
        { ...resultC, OutSum: ['1500.000000', '1.00'] },
        'missing OutSum, InvId or SignatureValue',
        1001,
      ],
      ['a tampered amount', { ...resultC, OutSum: '15.000000' }, 'bad signature', 1001],
      [
        'OutSum reformatted (1500.00 is not what was signed)',
        { ...resultC, OutSum: '1500.00' },
        'bad signature',
        1001,
      ],
      ['another InvId', { ...resultC, InvId: '1002' }, 'bad signature', 1002],
      ['a dropped Shp param', without(resultC, 'Shp_userId'), 'bad signature', 1001],
      ['an added Shp param', { ...resultC, Shp_extra: '1' }, 'bad signature', 1001],
      ['a non-string Shp param', { ...resultC, Shp_userId: ['42'] }, 'malformed Shp_ field', 1001],
      ['a garbage signature', { ...resultC, SignatureValue: 'not-a-hash' }, 'bad signature', 1001],
      [
        'the Password#1 signature (SuccessURL)',
        { ...resultC, SignatureValue: '240864A5BCEB9F3097C42859642DEF03' },
        'bad signature',
        1001,
      ],
    ])('rejects %s', (_what, raw, reason, paymentId) => {
      expect(provider().verifyCallback(raw)).toEqual({ ok: false, reason, paymentId });
    });

    it.each([
      ['a non-numeric InvId', signedResult('10.00', 'abc'), 'InvId is not a payment id'],
      ['InvId 0', signedResult('10.00', '0'), 'InvId is not a payment id'],
      ['an unreadable OutSum, correctly signed', signedResult('10,00', '5'), 'unreadable OutSum'],
      ['a sub-kopeck OutSum, correctly signed', signedResult('10.001', '5'), 'unreadable OutSum'],
      ['a negative OutSum, correctly signed', signedResult('-10.00', '5'), 'unreadable OutSum'],
    ])('rejects %s', (_what, raw, reason) => {
      expect(provider().verifyCallback(raw)).toMatchObject({ ok: false, reason });
    });

    it('refuses a test payment in live mode, takes it in test mode', () => {
      const raw = { ...signedResult('10.00', '5'), IsTest: '1' };
      expect(provider().verifyCallback(raw)).toMatchObject({
        ok: false,
        reason: 'test payment in live mode',
      });
      expect(provider({ isTest: true }).verifyCallback(raw)).toMatchObject({ ok: true });
    });
  });

  it('acknowledges with OK{InvId} as plain text', () => {
    const verification = provider().verifyCallback(resultC);
    if (!verification.ok) throw new Error('expected a verified callback');
    expect(provider().acknowledge(verification.callback)).toEqual({
      status: 200,
      contentType: 'text/plain',
      body: 'OK1001',
    });
  });

  describe('fetchStatus', () => {
    const paidXml = `<?xml version="1.0" encoding="utf-8"?><OperationStateResponse xmlns="http://merchant.roboxchange.com/WebService/"><Result><Code>0</Code></Result><State><Code>100</Code><RequestDate>2026-11-21T10:00:00+03:00</RequestDate><StateDate>2026-11-21T10:05:00+03:00</StateDate></State><Info><IncCurrLabel>BankCardPSR</IncCurrLabel><IncSum>1500.000000</IncSum><OutCurrLabel>RUB</OutCurrLabel><OutSum>1500.000000</OutSum></Info></OperationStateResponse>`;

    it('asks OpStateExt by GET with the E signature and reads the XML', async () => {
      const fake = fakeFetch(
        () => new Response(paidXml, { headers: { 'content-type': 'text/xml' } }),
      );
      const report = await provider({}, fake.fetchFn).fetchStatus({
        paymentId: 1001,
        providerPaymentId: null,
      });
      expect(report).toEqual({
        outcome: 'paid',
        amountMinor: 150000,
        providerPaymentId: null,
        providerStatus: '100',
      });
      expect(fake.requests).toHaveLength(1);
      const url = new URL(fake.requests[0]!.url);
      expect(fake.requests[0]!.method).toBe('GET');
      expect(`${url.origin}${url.pathname}`).toBe(`${config.apiUrl}/OpStateExt`);
      expect(Object.fromEntries(url.searchParams)).toEqual({
        MerchantLogin: 'demo-shop',
        InvoiceID: '1001',
        Signature: '9f6103b331c016f5e0dab26491c0b3a3',
      });
    });

    it('a provider outage is a ProviderError with a Russian message', async () => {
      const fake = fakeFetch(() => new Response('Server Error', { status: 500 }));
      const error = await provider({}, fake.fetchFn)
        .fetchStatus({ paymentId: 1001, providerPaymentId: null })
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ProviderError);
      expect(error).toMatchObject({ detail: 'OpStateExt: HTTP 500' });
      expect((error as ProviderError).message).toMatch(/^[А-Яа-я]/);
    });
  });
});
