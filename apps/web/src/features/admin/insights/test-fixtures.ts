import type { AdminPaymentDetail } from './schemas';

/** An admin payment with its timeline, with only what a test cares about overridden. */
export function buildAdminPayment(overrides: Partial<AdminPaymentDetail> = {}): AdminPaymentDetail {
  return {
    id: 10,
    type: 1,
    paid: true,
    status: 'paid',
    user_id: 3,
    price: 4900,
    currency: 'RUB',
    product_type: 'webinar',
    purchase: { title: 'Психотипы' },
    description: 'Покупка видеокурса «Психотипы»',
    purchase_id: 5,
    is_renewal: false,
    gift_email: null,
    gift_delivered: null,
    payment_service: 'robokassa',
    can_check: false,
    paid_at: '2026-11-21T10:05:00.000Z',
    created_at: '2026-11-21T10:00:00.000Z',
    updated_at: '2026-11-21T10:05:00.000Z',
    user: { id: 3, login: 'buyer@example.com' },
    recipient: null,
    provider_payment_id: 'R-1',
    refunded_at: null,
    refund_reason: null,
    timeline: [{ id: 1, kind: 'created', details: {}, created_at: '2026-11-21T10:00:00.000Z' }],
    ...overrides,
  };
}
