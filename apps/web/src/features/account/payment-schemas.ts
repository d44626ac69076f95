import { z } from 'zod';
import type { Schemas } from '@course-shop/api-client';
import { matchesApi } from '@/lib/api-contract';
import { paymentSchema } from '@/lib/payment-schema';

export {
  PAYMENT_STATUSES,
  paymentSchema,
  type Payment,
  type PaymentStatus,
} from '@/lib/payment-schema';

export const paymentCheckSchema = matchesApi<Schemas['PaymentCheckResponseDto']>()(
  z.object({ payment: paymentSchema, message: z.string(), provider_status: z.string().optional() }),
);
