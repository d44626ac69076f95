import type { PaymentDto } from './dto/payment.dto.js';
import { type Payment, PaymentStatus, PaymentType } from './entities/payment.entity.js';
import { toMajor } from './payment-amount.js';

/** A payment as the learner's list shows it; the admin view adds to this. */
export function toPaymentDto(payment: Payment): PaymentDto {
  return {
    id: payment.id,
    type: payment.type,
    paid: payment.status === PaymentStatus.PAID,
    status: payment.status,
    user_id: payment.userId,
    price: toMajor(payment.amountMinor),
    currency: payment.currency,
    product_type: payment.productType,
    purchase: { title: payment.productTitle },
    description: payment.description,
    purchase_id: payment.productId,
    is_renewal: payment.isRenewal,
    gift_email: payment.giftEmail,
    gift_delivered: payment.type === PaymentType.GIFT ? payment.grantedAt !== null : null,
    payment_service: payment.provider,
    can_check: payment.status === PaymentStatus.PENDING && payment.provider !== null,
    paid_at: payment.paidAt?.toISOString() ?? null,
    created_at: payment.createdAt.toISOString(),
    updated_at: payment.updatedAt.toISOString(),
  };
}
