import { z } from 'zod';
import type { Schemas } from '@course-shop/api-client';
import { matchesApi, valuesOf } from '@/lib/api-contract';
import { CURRENCIES, paymentFields } from '@/lib/payment-schema';

export type AdminPayment = Schemas['AdminPaymentDto'];
export type AdminPaymentDetail = Schemas['AdminPaymentDetailDto'];
export type PaymentEvent = Schemas['PaymentEventDto'];
export type ConsultationRequest = Schemas['ConsultationRequestDto'];
export type AuditEntry = Schemas['AuditEntryDto'];

const envelope = { total: z.number(), page: z.number(), per_page: z.number() };
const party = matchesApi<Schemas['PaymentPartyDto']>()(
  z.object({ id: z.number(), login: z.string() }),
);
const details = z.record(z.string(), z.unknown());

/**
 * What a timeline line records (tied to the API's PaymentEventKind: a kind added there fails the
 * typecheck here); each has its label in admin-insights payment.timeline.kinds.
 */
export const PAYMENT_EVENT_KINDS = valuesOf<Schemas['PaymentEventKind']>()([
  'created',
  'redirected',
  'checkout_failed',
  'callback',
  'callback_rejected',
  'status_check',
  'state',
  'ignored',
  'grant',
  'revoke',
  'gift_waiting',
  'mail',
]);

/** A payment as the admin sees it: the learner's fields plus who paid, for whom and the refund. */
const adminPaymentFields = paymentFields.extend({
  user: party,
  recipient: party.nullable(),
  provider_payment_id: z.string().nullable(),
  refunded_at: z.string().nullable(),
  refund_reason: z.string().nullable(),
});

export const adminPaymentSchema = matchesApi<AdminPayment>()(adminPaymentFields);

export const paymentsPageSchema = matchesApi<Schemas['AdminPaymentsResponseDto']>()(
  z.object({
    ...envelope,
    payments: z.array(adminPaymentSchema),
    totals: z.array(
      matchesApi<Schemas['PaymentTotalDto']>()(
        z.object({ currency: z.enum(CURRENCIES), amount: z.number(), count: z.number() }),
      ),
    ),
  }),
);

export const paymentDetailSchema = matchesApi<AdminPaymentDetail>()(
  adminPaymentFields.extend({
    timeline: z.array(
      matchesApi<PaymentEvent>()(
        z.object({
          id: z.number(),
          kind: z.enum(PAYMENT_EVENT_KINDS),
          details,
          created_at: z.string(),
        }),
      ),
    ),
  }),
);

export const consultationRequestSchema = matchesApi<ConsultationRequest>()(
  z.object({
    id: z.number(),
    name: z.string(),
    contact: z.string(),
    preferred_time: z.string().nullable(),
    message: z.string().nullable(),
    user_id: z.number().nullable(),
    consent_at: z.string(),
    done_at: z.string().nullable(),
    created_at: z.string(),
  }),
);

export const consultationRequestsPageSchema = matchesApi<Schemas['ConsultationRequestsPageDto']>()(
  z.object({ ...envelope, consultation_requests: z.array(consultationRequestSchema) }),
);

export const auditPageSchema = matchesApi<Schemas['AuditPageDto']>()(
  z.object({
    ...envelope,
    entries: z.array(
      matchesApi<AuditEntry>()(
        z.object({
          id: z.number(),
          actor_id: z.number().nullable(),
          actor: matchesApi<Schemas['AuditActorDto']>()(
            z.object({ id: z.number(), login: z.string(), name: z.string().nullable() }),
          ).nullable(),
          action: z.string(),
          entity_type: z.string(),
          entity_id: z.number(),
          details,
          reason: z.string().nullable(),
          created_at: z.string(),
        }),
      ),
    ),
  }),
);
