import type { Schemas } from '@course-shop/api-client';

type Payment = Schemas['PaymentDto'];

/** A Robokassa get-payment-data answer as the API sends it (decisions §4). */
export function buildRobokassaData(overrides: Partial<Schemas['RobokassaPaymentDataDto']> = {}) {
  return {
    status: 'success',
    message: 'Перенаправляем на страницу оплаты',
    IsFree: false,
    payment_id: 42,
    url: 'https://auth.robokassa.ru/Merchant/Index.aspx',
    MerchantLogin: 'demo-shop',
    OutSum: '4900.00',
    InvId: '42',
    Description: 'Покупка видеокурса',
    SignatureValue: 'a86f6e21ff1affaf01b22cb045ea7d75',
    Culture: 'ru',
    Receipt: '%7B%22items%22%3A%5B%5D%7D',
    IsTest: '1',
    Email: 'someone@example.com',
    ...overrides,
  } satisfies Schemas['RobokassaPaymentDataDto'];
}

export const freePaymentData = {
  status: 'success',
  message: 'Доступ открыт',
  IsFree: true,
  payment_id: 43,
} satisfies Schemas['RobokassaPaymentDataDto'];

/** A payment of 'Мои покупки', with only what a test cares about overridden. */
export function buildPayment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: 42,
    type: 1,
    paid: false,
    status: 'pending',
    user_id: 1,
    price: 4900,
    currency: 'RUB',
    product_type: 'webinar',
    purchase: { title: 'Личные границы' },
    description: 'Покупка видеокурса «Личные границы»',
    purchase_id: 7,
    is_renewal: false,
    gift_email: null,
    gift_delivered: null,
    payment_service: 'robokassa',
    can_check: false,
    paid_at: null,
    created_at: '2026-11-21T10:00:00.000Z',
    updated_at: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

/** The payment as it reads once the provider's callback confirmed it. */
export const paidPayment = (overrides: Partial<Payment> = {}) =>
  buildPayment({ paid: true, status: 'paid', paid_at: '2026-11-21T10:05:00.000Z', ...overrides });
