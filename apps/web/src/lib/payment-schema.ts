import { z } from 'zod';
import type { Schemas } from '@course-shop/api-client';
import { PRODUCT_TYPES } from '@/config/constants';
import { matchesApi, namesOf } from '@/lib/api-contract';

export type Payment = Schemas['PaymentDto'];
export type PaymentStatus = Schemas['PaymentStatus'];
export type Currency = Payment['currency'];

/** A payment's state: waiting for the provider, then paid, failed or cancelled; a paid one may be refunded. */
export const PAYMENT_STATUSES = namesOf<PaymentStatus>()({
  pending: 'pending',
  paid: 'paid',
  failed: 'failed',
  cancelled: 'cancelled',
  refunded: 'refunded',
});

export const CURRENCIES = namesOf<Currency>()({ RUB: 'RUB', AZN: 'AZN' });

/** A payment as its buyer sees it; the admin's view extends these fields. */
export const paymentFields = z.object({
  id: z.number(),
  type: z.number(),
  paid: z.boolean(),
  status: z.enum(PAYMENT_STATUSES),
  user_id: z.number(),
  price: z.number(),
  currency: z.enum(CURRENCIES),
  product_type: z.enum(PRODUCT_TYPES),
  purchase: matchesApi<Schemas['PaymentPurchaseDto']>()(z.object({ title: z.string() })).nullable(),
  description: z.string(),
  purchase_id: z.number(),
  is_renewal: z.boolean(),
  gift_email: z.string().nullable(),
  gift_delivered: z.boolean().nullable(),
  payment_service: z.string().nullable(),
  can_check: z.boolean(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const paymentSchema = matchesApi<Payment>()(paymentFields);
