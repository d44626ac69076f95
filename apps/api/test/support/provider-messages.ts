import { createHash } from 'node:crypto';

/**
 * Provider messages built the way each provider builds them, written here independently of the
 * adapters (payments.md §1.7, §2.4, §3.2), so a test signs like the provider and not like our code.
 */
export const TEST_KEYS = {
  robokassa: { login: 'test-shop', password1: 'rk-pass-1', password2: 'rk-pass-2' },
  epoint: { publicKey: 'i000000777', privateKey: 'ep-private-key' },
  tinkoff: { terminalKey: 'TestTerminalDEMO', password: 'tk-password' },
};

/** The environment that configures all three providers with TEST_KEYS; status APIs at `fakeUrl`. */
export const providerEnv = (fakeUrl = 'http://127.0.0.1:9') => ({
  ROBOKASSA_MERCHANT_LOGIN: TEST_KEYS.robokassa.login,
  ROBOKASSA_PASSWORD1: TEST_KEYS.robokassa.password1,
  ROBOKASSA_PASSWORD2: TEST_KEYS.robokassa.password2,
  ROBOKASSA_API_URL: `${fakeUrl}/robokassa`,
  EPOINT_PUBLIC_KEY: TEST_KEYS.epoint.publicKey,
  EPOINT_PRIVATE_KEY: TEST_KEYS.epoint.privateKey,
  EPOINT_API_URL: `${fakeUrl}/epoint`,
  TINKOFF_TERMINAL_KEY: TEST_KEYS.tinkoff.terminalKey,
  TINKOFF_PASSWORD: TEST_KEYS.tinkoff.password,
  TINKOFF_API_URL: `${fakeUrl}/tinkoff`,
});

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

/** Robokassa ResultURL fields: OutSum with six decimals and the signature in upper case, as sent. */
export function robokassaResult(
  invId: number,
  amountMinor: number,
  password2 = TEST_KEYS.robokassa.password2,
) {
  const outSum = `${Math.floor(amountMinor / 100)}.${String(amountMinor % 100).padStart(2, '0')}0000`;
  return {
    OutSum: outSum,
    InvId: String(invId),
    SignatureValue: md5(`${outSum}:${invId}:${password2}`).toUpperCase(),
    EMail: 'buyer@example.com',
    PaymentMethod: 'BankCard',
    Fee: '0.00',
  };
}

export const robokassaInitSignature = (
  fields: Record<string, string>,
  password1 = TEST_KEYS.robokassa.password1,
) =>
  md5(
    [
      fields.MerchantLogin,
      fields.OutSum,
      fields.InvId,
      ...(fields.Receipt ? [fields.Receipt] : []),
      password1,
    ].join(':'),
  );

export const epointSign = (data: string, privateKey = TEST_KEYS.epoint.privateKey) =>
  createHash('sha1').update(`${privateKey}${data}${privateKey}`, 'utf8').digest('base64');

export function epointMessage(payload: Record<string, unknown>, privateKey?: string) {
  const data = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64');
  return { data, signature: epointSign(data, privateKey) };
}

/** Epoint's result callback for an order. */
export function epointResult(
  orderId: number,
  amountMinor: number,
  overrides: Record<string, unknown> = {},
) {
  return epointMessage({
    order_id: String(orderId),
    status: 'success',
    code: '000',
    message: 'Confirmed',
    transaction: `te${String(orderId).padStart(9, '0')}`,
    bank_transaction: 'bt1',
    operation_code: '100',
    rrn: '512345678901',
    card_mask: '416973******1234',
    amount: amountMinor / 100,
    other_attr: null,
    ...overrides,
  });
}

export function tinkoffToken(
  body: Record<string, unknown>,
  password = TEST_KEYS.tinkoff.password,
): string {
  const pairs = Object.entries(body)
    .filter(
      ([key, value]) =>
        key !== 'Token' && value !== null && value !== undefined && typeof value !== 'object',
    )
    .map(([key, value]) => [key, String(value)] as [string, string]);
  pairs.push(['Password', password]);
  pairs.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash('sha256')
    .update(pairs.map(([, value]) => value).join(''), 'utf8')
    .digest('hex');
}

/** A Tinkoff notification (PaymentId a JSON number, as notifications send it). */
export function tinkoffNotification(
  orderId: number,
  amountMinor: number,
  status: string,
  paymentId = 700000000 + orderId,
  overrides: Record<string, unknown> = {},
) {
  const body: Record<string, unknown> = {
    TerminalKey: TEST_KEYS.tinkoff.terminalKey,
    OrderId: String(orderId),
    Success: !['REJECTED', 'AUTH_FAIL'].includes(status),
    Status: status,
    PaymentId: paymentId,
    ErrorCode: '0',
    Amount: amountMinor,
    CardId: 475738102,
    Pan: '430000******0777',
    ExpDate: '1230',
    ...overrides,
  };
  return { ...body, Token: tinkoffToken(body) };
}
