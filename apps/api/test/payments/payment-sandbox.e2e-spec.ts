import { createHash } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../../src/infrastructure/config/app-config.js';
import { SANDBOX_KEYS } from '../../src/infrastructure/config/payment-config.js';
import { PaymentCallback } from '../../src/modules/payments/entities/payment-callback.entity.js';
import { Payment, PaymentStatus } from '../../src/modules/payments/entities/payment.entity.js';
import type { Webinar } from '../../src/modules/webinars/entities/webinar.entity.js';
import { createWebinar } from '../support/catalog-factories.js';
import { registerUser, type Session } from '../support/factories.js';
import {
  type Provider,
  grantsOf,
  paymentOf,
  settled,
  startCheckout,
} from '../support/payment-world.js';
import { epointMessage, tinkoffToken } from '../support/provider-messages.js';
import {
  checkoutFields,
  click,
  open,
  type Page,
  postForm,
  postJson,
} from '../support/sandbox-browser.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const BANNER = 'Тестовая оплата — деньги не списываются';
const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

/**
 * The whole purchase offline: get-payment-data points at the API's own sandbox pages, the tester
 * pays there, and the sandbox posts the provider's signed callback over real HTTP to the shop's
 * callback endpoint, exactly as the provider would; the queue job then grants access.
 */
describe('payments sandbox', () => {
  let t: TestApp;
  let api: string;
  let sandbox: string;
  let course: Webinar;

  beforeAll(async () => {
    t = await createTestApp({ PAYMENTS_SANDBOX: 'true' }, undefined, { listen: true });
    api = `${t.app.get<AppConfig>(APP_CONFIG).publicApiUrl}/api/v1/payment`;
    sandbox = `${api}/sandbox`;
    course = await createWebinar(t.dataSource, { price: 4900, priceAzn: 98 });
  });
  afterAll(() => t.close());

  /** A new learner's checkout, and the sandbox's order page the browser lands on. */
  async function checkout(
    provider: Provider,
  ): Promise<{ buyer: Session; paymentId: number; page: Page }> {
    const buyer = await registerUser(t.http);
    const data = await startCheckout(t, buyer, provider, { id: course.id });
    const page =
      provider === 'tinkoff'
        ? await open(data.url!)
        : await postForm(data.url!, checkoutFields(data));
    expect(page.status).toBe(200);
    return { buyer, paymentId: data.payment_id, page };
  }

  function expectOrderPage(page: Page, paymentId: number, amount: RegExp) {
    expect(page.html).toContain(BANNER);
    expect(page.html).toContain(`Оплата заказа №${paymentId}`);
    expect(page.html).toContain(`Покупка видеокурса «${course.title}»`);
    expect(page.html).toMatch(amount);
    for (const label of ['Оплатить', 'Оплатить, но не присылать уведомление', 'Отказаться']) {
      expect(page.html).toContain(`>${label}</button>`);
    }
  }

  async function expectAccess(buyer: Session, paymentId: number) {
    await settled(t);
    expect(await paymentOf(t, paymentId)).toMatchObject({ status: PaymentStatus.PAID });
    expect(await grantsOf(t, buyer.id)).toEqual([
      expect.objectContaining({ webinarId: course.id, paymentId }),
    ]);
    const view = await t
      .http()
      .get(`/api/v2/user/webinars/${course.id}`)
      .set(buyer.auth)
      .expect(200);
    expect(view.body.webinar.state).toBe('can_view');
  }

  const callbacksOf = (paymentId: number) =>
    t.dataSource
      .getRepository(PaymentCallback)
      .find({ where: { paymentId }, order: { id: 'ASC' } });

  describe('Robokassa', () => {
    const opState = (invoiceId: number) =>
      open(
        `${sandbox}/robokassa/Service.asmx/OpStateExt?${new URLSearchParams({
          MerchantLogin: SANDBOX_KEYS.robokassa.merchantLogin,
          InvoiceID: String(invoiceId),
          Signature: md5(
            `${SANDBOX_KEYS.robokassa.merchantLogin}:${invoiceId}:${SANDBOX_KEYS.robokassa.password2}`,
          ),
        })}`,
      );

    it('pay: the ResultURL callback is stored, access granted, the browser sent to SuccessURL', async () => {
      const { buyer, paymentId, page } = await checkout('robokassa');
      expect(page.url).toBe(`${sandbox}/robokassa/Index.aspx`);
      expectOrderPage(page, paymentId, /4\s900\s₽/);

      const paid = await click(page, 'pay');
      expect(paid.status).toBe(303);
      const success = new URL(paid.location!);
      expect(`${success.origin}${success.pathname}`).toBe(`${api}/robokassa/success`);
      expect(Object.fromEntries(success.searchParams)).toMatchObject({
        InvId: String(paymentId),
        OutSum: '4900.000000',
      });
      expect(await callbacksOf(paymentId)).toEqual([
        expect.objectContaining({
          provider: 'robokassa',
          eventKey: String(paymentId),
          outcome: 'paid',
          source: 'callback',
        }),
      ]);
      await expectAccess(buyer, paymentId);

      const spa = await open(paid.location!);
      expect(spa.location).toBe(
        `http://shop.test/account/payments/return?result=success&payment_id=${paymentId}`,
      );
      const state = await opState(paymentId);
      expect(state.html).toContain('<Result><Code>0</Code></Result><State><Code>100</Code>');
      expect(state.html).toContain('<OutSum>4900.00</OutSum>');
      expect((await click(page, 'pay')).status).toBe(409);
    });

    it('a tampered form gets the error page and records nothing', async () => {
      const buyer = await registerUser(t.http);
      const data = await startCheckout(t, buyer, 'robokassa', { id: course.id });
      const page = await postForm(data.url!, { ...checkoutFields(data), OutSum: '1.00' });
      expect(page.status).toBe(400);
      expect(page.html).toContain('Неверный параметр SignatureValue');
      expect((await opState(data.payment_id)).html).toContain('<Code>3</Code>');
    });

    it('pay without the callback: «Я оплатил» finds it paid through OpStateExt', async () => {
      const { buyer, paymentId, page } = await checkout('robokassa');
      expect((await click(page, 'pay_silently')).status).toBe(303);
      await settled(t);
      expect(await callbacksOf(paymentId)).toEqual([]);
      expect(await paymentOf(t, paymentId)).toMatchObject({ status: PaymentStatus.PENDING });

      await t
        .http()
        .post(`/api/v1/user/current/payments/${paymentId}/check`)
        .set(buyer.auth)
        .expect(200);
      await expectAccess(buyer, paymentId);
    });

    it('a callback the shop refuses is shown on the page, not redirected', async () => {
      const { paymentId, page } = await checkout('robokassa');
      await t.dataSource.getRepository(Payment).update({ id: paymentId }, { amountMinor: 100 });
      const paid = await click(page, 'pay');
      expect(paid.status).toBe(502);
      expect(paid.html).toContain('Магазин не принял уведомление');
      expect(paid.html).toContain('HTTP 400');
    });

    it('refuse: FailURL, no callback, OpStateExt says cancelled', async () => {
      const { paymentId, page } = await checkout('robokassa');
      const declined = await click(page, 'decline');
      expect(declined.location).toMatch(
        new RegExp(`^${api}/robokassa/fail\\?OutSum=4900\\.000000&InvId=${paymentId}&`),
      );
      expect(await callbacksOf(paymentId)).toEqual([]);
      expect((await opState(paymentId)).html).toContain('<State><Code>10</Code>');
    });
  });

  describe('Epoint', () => {
    /** get-status asked as the adapter asks it: a signed form, by order_id. */
    const getStatus = async (orderId: number) => {
      const payload = { public_key: SANDBOX_KEYS.epoint.publicKey, order_id: String(orderId) };
      const answer = await postForm(
        `${sandbox}/epoint/get-status`,
        epointMessage(payload, SANDBOX_KEYS.epoint.privateKey),
      );
      return JSON.parse(answer.html) as Record<string, unknown>;
    };

    it('pay: a signed success callback, access, the browser sent to success_redirect_url', async () => {
      const { buyer, paymentId, page } = await checkout('epoint');
      expect(page.url).toBe(`${sandbox}/epoint/checkout`);
      expectOrderPage(page, paymentId, /98\sAZN/);

      const paid = await click(page, 'pay');
      expect(paid.status).toBe(303);
      expect(paid.location).toBe(`${api}/epoint/success?payment_id=${paymentId}`);
      expect(await callbacksOf(paymentId)).toEqual([
        expect.objectContaining({ provider: 'epoint', providerStatus: 'success', outcome: 'paid' }),
      ]);
      await expectAccess(buyer, paymentId);
      expect(await getStatus(paymentId)).toMatchObject({
        status: 'success',
        code: '000',
        order_id: String(paymentId),
        amount: 98,
      });
    });

    it('a tampered form gets the error page', async () => {
      const buyer = await registerUser(t.http);
      const data = await startCheckout(t, buyer, 'epoint', { id: course.id });
      const fields = checkoutFields(data);
      const payload = JSON.parse(Buffer.from(fields.data!, 'base64').toString('utf8')) as Record<
        string,
        unknown
      >;
      const tampered = Buffer.from(JSON.stringify({ ...payload, amount: 1 })).toString('base64');
      const page = await postForm(data.url!, { ...fields, data: tampered });
      expect(page.status).toBe(400);
      expect(page.html).toContain('Signature did not match');
      expect(await getStatus(data.payment_id)).toMatchObject({ status: 'server_error' });
    });

    it('refuse: a failed callback marks the payment failed, the browser goes to error_redirect_url', async () => {
      const { buyer, paymentId, page } = await checkout('epoint');
      const declined = await click(page, 'decline');
      expect(declined.location).toBe(`${api}/epoint/fail?payment_id=${paymentId}`);
      await settled(t);
      expect(await paymentOf(t, paymentId)).toMatchObject({ status: PaymentStatus.FAILED });
      expect(await grantsOf(t, buyer.id)).toEqual([]);
      expect(await getStatus(paymentId)).toMatchObject({ status: 'error' });
    });
  });

  describe('T-Bank', () => {
    const signed = (
      body: Record<string, unknown>,
      password: string = SANDBOX_KEYS.tinkoff.password,
    ) => ({
      ...body,
      Token: tinkoffToken(body, password),
    });

    it('pay: AUTHORIZED and CONFIRMED notifications, one grant, the browser sent to SuccessURL', async () => {
      const { buyer, paymentId, page } = await checkout('tinkoff');
      const providerPaymentId = (await paymentOf(t, paymentId)).providerPaymentId!;
      expect(page.url).toBe(`${sandbox}/tinkoff/pay/${providerPaymentId}`);
      expect(providerPaymentId).toMatch(/^\d{12}$/);
      expectOrderPage(page, paymentId, /4\s900\s₽/);

      const paid = await click(page, 'pay');
      expect(paid.status).toBe(303);
      expect(paid.location).toBe(`${api}/tinkoff/success?payment_id=${paymentId}`);
      expect((await callbacksOf(paymentId)).map((callback) => callback.eventKey).sort()).toEqual([
        `${providerPaymentId}:AUTHORIZED`,
        `${providerPaymentId}:CONFIRMED`,
      ]);
      await expectAccess(buyer, paymentId);

      const state = await postJson(
        `${sandbox}/tinkoff/GetState`,
        signed({ TerminalKey: SANDBOX_KEYS.tinkoff.terminalKey, PaymentId: providerPaymentId }),
      );
      expect(state.body).toMatchObject({
        Success: true,
        ErrorCode: '0',
        Status: 'CONFIRMED',
        OrderId: String(paymentId),
        Amount: 490000,
      });
    });

    it('Init with a bad Token is refused with ErrorCode 204', async () => {
      const init = { TerminalKey: SANDBOX_KEYS.tinkoff.terminalKey, Amount: 490000, OrderId: '1' };
      const answer = await postJson(`${sandbox}/tinkoff/Init`, signed(init, 'not-the-password'));
      expect(answer).toMatchObject({ status: 200, body: { Success: false, ErrorCode: '204' } });
    });

    it('refuse: a REJECTED notification fails the payment, the browser goes to FailURL', async () => {
      const { buyer, paymentId, page } = await checkout('tinkoff');
      const declined = await click(page, 'decline');
      expect(declined.location).toBe(`${api}/tinkoff/fail?payment_id=${paymentId}`);
      await settled(t);
      expect(await paymentOf(t, paymentId)).toMatchObject({ status: PaymentStatus.FAILED });
      expect(await grantsOf(t, buyer.id)).toEqual([]);
    });
  });
});
