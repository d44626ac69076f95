import {
  AccessGrant,
  AccessSource,
} from '../../src/modules/access/entities/access-grant.entity.js';
import { PaymentStatus } from '../../src/modules/payments/entities/payment.entity.js';
import type { Webinar } from '../../src/modules/webinars/entities/webinar.entity.js';
import { api, expectError } from '../support/api-client.js';
import { addWebinarPrice, createKit, createWebinar } from '../support/catalog-factories.js';
import { registerUser } from '../support/factories.js';
import { type FakeProviderApis, startFakeProviderApis } from '../support/fake-provider-apis.js';
import {
  epointSign,
  providerEnv,
  robokassaInitSignature,
  TEST_KEYS,
  tinkoffToken,
} from '../support/provider-messages.js';
import { grantsOf, paymentOf, startCheckout, timelineOf } from '../support/payment-world.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

describe('get-payment-data', () => {
  let t: TestApp;
  let fake: FakeProviderApis;
  let course: Webinar;

  beforeAll(async () => {
    fake = await startFakeProviderApis();
    t = await createTestApp({ ...providerEnv(fake.url), PUBLIC_API_URL: 'https://api.shop.test' });
    course = await createWebinar(t.dataSource, { price: 4900, priceAzn: 98 });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('needs a login', async () => {
    const result = await api(t).GET('/api/v1/payment/robokassa/get-payment-data', {
      params: { query: { id: course.id } },
    });
    expectError(result, 401);
  });

  it('Robokassa: a pending record and the signed form, the amount from the catalog', async () => {
    const buyer = await registerUser(t.http);
    const data = await startCheckout(t, buyer, 'robokassa', { id: course.id });
    const fields = data as unknown as Record<string, string>;
    expect(data).toMatchObject({
      status: 'success',
      IsFree: false,
      MerchantLogin: TEST_KEYS.robokassa.login,
      OutSum: '4900.00',
      InvId: String(data.payment_id),
      Culture: 'ru',
      url: 'https://auth.robokassa.ru/Merchant/Index.aspx',
    });
    expect(fields.SignatureValue.toLowerCase()).toBe(robokassaInitSignature(fields));
    const receipt = JSON.parse(decodeURIComponent(fields.Receipt)) as {
      sno: string;
      items: Array<{ name: string; sum: number; quantity: number; tax: string }>;
    };
    expect(receipt).toMatchObject({
      sno: 'usn_income',
      items: [{ name: course.title, sum: 4900, quantity: 1, tax: 'none' }],
    });
    const payment = await paymentOf(t, data.payment_id);
    expect(payment).toMatchObject({
      status: PaymentStatus.PENDING,
      userId: buyer.id,
      amountMinor: 490000,
      currency: 'RUB',
      provider: 'robokassa',
      productTitle: course.title,
    });
  });

  it('a custom price window sets the amount', async () => {
    const sale = await createWebinar(t.dataSource, { price: 4900, priceAzn: 98 });
    await addWebinarPrice(t.dataSource, sale.id, {
      start: '2026-01-01T00:00:00Z',
      end: '2027-12-31T00:00:00Z',
      price: 1990.5,
      priceAzn: 40,
    });
    const buyer = await registerUser(t.http);
    const data = await startCheckout(t, buyer, 'robokassa', { id: sale.id });
    expect(data.OutSum).toBe('1990.50');
    expect((await paymentOf(t, data.payment_id)).amountMinor).toBe(199050);
  });

  it('Epoint: AZN from final_price_azn, signed data; refused when the AZN price is 0', async () => {
    const buyer = await registerUser(t.http);
    const data = await startCheckout(t, buyer, 'epoint', { id: course.id });
    expect(data.url).toBe(`${fake.url}/epoint/checkout`);
    expect(data.signature).toBe(epointSign(String(data.data)));
    const order = JSON.parse(Buffer.from(String(data.data), 'base64').toString('utf8')) as Record<
      string,
      unknown
    >;
    expect(order).toMatchObject({
      public_key: TEST_KEYS.epoint.publicKey,
      amount: 98,
      currency: 'AZN',
      order_id: String(data.payment_id),
    });
    expect((await paymentOf(t, data.payment_id)).currency).toBe('AZN');

    const rublesOnly = await createWebinar(t.dataSource, { price: 4900, priceAzn: 0 });
    const result = await api(t, buyer).GET('/api/v1/payment/epoint/get-payment-data', {
      params: { query: { id: rublesOnly.id } },
    });
    expectError(result, 409, 'PAYMENT_CURRENCY_UNAVAILABLE');
  });

  it('Tinkoff: a signed server-side Init in kopecks, its PaymentURL as url', async () => {
    const buyer = await registerUser(t.http);
    const data = await startCheckout(t, buyer, 'tinkoff', { id: course.id });
    const init = fake.requests.filter((request) => request.path === '/tinkoff/Init').at(-1)!.body;
    expect(init).toMatchObject({
      TerminalKey: TEST_KEYS.tinkoff.terminalKey,
      Amount: 490000,
      OrderId: String(data.payment_id),
      NotificationURL: 'https://api.shop.test/api/v1/payment/tinkoff/notification',
    });
    expect(init.Token).toBe(tinkoffToken(init));
    expect(data.url).toBe(`https://securepay.example/new/${data.payment_id}`);
    expect((await paymentOf(t, data.payment_id)).providerPaymentId).toBe(
      String(700000000 + data.payment_id),
    );
  });

  it("Tinkoff's refusal reaches the learner in Russian; the attempt is marked failed", async () => {
    const buyer = await registerUser(t.http);
    fake.failNextInit({ ErrorCode: '204', Message: 'Неверный токен' });
    const result = await api(t, buyer).GET('/api/v1/payment/tinkoff/get-payment-data', {
      params: { query: { id: course.id } },
    });
    const body = expectError(result, 502, 'PAYMENT_PROVIDER_FAILED');
    expect(body.message).toMatch(/[а-я]/);
  });

  it('a renewal charges the renewal price; active access refuses a second purchase', async () => {
    const buyer = await registerUser(t.http);
    const grants = t.dataSource.getRepository(AccessGrant);
    await grants.save(
      grants.create({
        userId: buyer.id,
        webinarId: course.id,
        source: AccessSource.ADMIN,
        startsAt: new Date('2025-01-01T00:00:00Z'),
        expiresAt: new Date('2026-01-01T00:00:00Z'),
      }),
    );
    const renewal = await startCheckout(t, buyer, 'robokassa', { id: course.id });
    expect(renewal.OutSum).toBe('2940.00');
    expect(await paymentOf(t, renewal.payment_id)).toMatchObject({
      isRenewal: true,
      amountMinor: 294000,
    });

    await grants.update(
      { userId: buyer.id, webinarId: course.id },
      { expiresAt: new Date('2030-01-01T00:00:00Z') },
    );
    const again = await api(t, buyer).GET('/api/v1/payment/robokassa/get-payment-data', {
      params: { query: { id: course.id } },
    });
    expectError(again, 409, 'PRODUCT_ALREADY_OWNED');
  });

  it('a free course: IsFree, a paid record of 0 and access at once', async () => {
    const free = await createWebinar(t.dataSource, { price: 0, priceAzn: 0 });
    const buyer = await registerUser(t.http);
    const data = await startCheckout(t, buyer, 'robokassa', { id: free.id });
    expect(data).toMatchObject({ status: 'success', IsFree: true });
    expect(data.url).toBeUndefined();
    expect(await paymentOf(t, data.payment_id)).toMatchObject({
      status: PaymentStatus.PAID,
      amountMinor: 0,
      provider: null,
    });
    expect((await grantsOf(t, buyer.id)).map((grant) => grant.webinarId)).toEqual([free.id]);
    expect(await timelineOf(t, data.payment_id)).toEqual(['created', 'state', 'grant']);
  });

  it('a kit is priced as a kit', async () => {
    const kit = await createKit(t.dataSource, [course], { price: 9900, priceAzn: 198 });
    const buyer = await registerUser(t.http);
    const data = await startCheckout(t, buyer, 'robokassa', { id: kit.id, product_type: 'kit' });
    expect(data.OutSum).toBe('9900.00');
  });

  it('validates the query before any work', async () => {
    const buyer = await registerUser(t.http);
    const client = api(t, buyer);
    const gift = await client.GET('/api/v1/payment/robokassa/get-payment-data', {
      params: { query: { id: course.id, type: 2 } },
    });
    expect(expectError(gift, 400, 'VALIDATION_FAILED').errors).toHaveProperty('gift_email');
    const badEmail = await client.GET('/api/v1/payment/robokassa/get-payment-data', {
      params: { query: { id: course.id, type: 2, gift_email: 'not-an-email' } },
    });
    expectError(badEmail, 400, 'VALIDATION_FAILED');
    const missing = await client.GET('/api/v1/payment/robokassa/get-payment-data', {
      params: { query: { id: 2_000_000_000 } },
    });
    expectError(missing, 404);
  });

  it('browser returns only redirect to the SPA', async () => {
    const response = await t
      .http()
      .get('/api/v1/payment/robokassa/success')
      .query({ InvId: '42', OutSum: '1.00' });
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe(
      'http://shop.test/account/payments/return?result=success&payment_id=42',
    );
    const fail = await t.http().get('/api/v1/payment/tinkoff/fail').query({ payment_id: '7' });
    expect(fail.headers.location).toBe(
      'http://shop.test/account/payments/return?result=fail&payment_id=7',
    );
  });
});
