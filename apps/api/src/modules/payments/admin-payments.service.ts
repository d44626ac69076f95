import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, SelectQueryBuilder } from 'typeorm';
import { shopPeriod } from '../../common/clock/shop-period.js';
import { pageMetaOf } from '../../common/dto/page-query.dto.js';
import { AuditService } from '../audit/audit.service.js';
import type {
  AdminPaymentDetailDto,
  AdminPaymentDto,
  AdminPaymentsQueryDto,
  AdminPaymentsResponseDto,
} from './dto/admin-payment.dto.js';
import { PaymentEvent } from './entities/payment-event.entity.js';
import { Payment, PaymentStatus } from './entities/payment.entity.js';
import { toMajor } from './payment-amount.js';
import { toPaymentDto } from './payment-records.js';
import { PaymentSettlementService } from './payment-settlement.service.js';
import { notRefundable, paymentNotFound } from './payments.errors.js';

/** The admin payments list (filters, pages, totals per currency), one payment's timeline, refunds. */
@Injectable()
export class AdminPaymentsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly settlement: PaymentSettlementService,
    private readonly audit: AuditService,
  ) {}

  async list(query: AdminPaymentsQueryDto): Promise<AdminPaymentsResponseDto> {
    const filtered = () => this.filtered(query);
    const [payments, total, totals] = await Promise.all([
      filtered()
        .leftJoinAndSelect('payment.user', 'user')
        .leftJoinAndSelect('payment.recipient', 'recipient')
        .orderBy('payment.id', 'DESC')
        .skip((query.page - 1) * query.per_page)
        .take(query.per_page)
        .getMany(),
      filtered().getCount(),
      filtered()
        .andWhere('payment.status = :paid', { paid: PaymentStatus.PAID })
        .select('payment.currency', 'currency')
        .addSelect('SUM(payment.amount_minor)::bigint', 'amount_minor')
        .addSelect('COUNT(*)::int', 'count')
        .groupBy('payment.currency')
        .orderBy('payment.currency')
        .getRawMany<{ currency: string; amount_minor: string; count: number }>(),
    ]);
    return {
      payments: payments.map(toAdminDto),
      ...pageMetaOf(query, total),
      totals: totals.map((row) => ({
        currency: row.currency,
        amount: toMajor(Number(row.amount_minor)),
        count: row.count,
      })),
    };
  }

  async get(id: number): Promise<AdminPaymentDetailDto> {
    const payment = await this.dataSource.manager.findOne(Payment, {
      where: { id },
      relations: { user: true, recipient: true },
    });
    if (!payment) throw paymentNotFound();
    const events = await this.dataSource.manager.find(PaymentEvent, {
      where: { paymentId: id },
      order: { id: 'ASC' },
    });
    return {
      ...toAdminDto(payment),
      timeline: events.map((event) => ({
        id: event.id,
        kind: event.kind,
        details: event.details,
        created_at: event.createdAt.toISOString(),
      })),
    };
  }

  /**
   * Marks a paid payment refunded (the money went back through the provider's cabinet): the access
   * it granted is taken back and the audit log records who did it and why, in one transaction.
   */
  async refund(actorId: number, id: number, reason: string): Promise<AdminPaymentDetailDto> {
    await this.dataSource.transaction(async (manager) => {
      const payment = await manager.findOne(Payment, {
        where: { id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!payment) throw paymentNotFound();
      if (payment.status !== PaymentStatus.PAID) throw notRefundable();
      payment.refundedBy = actorId;
      payment.refundReason = reason;
      await this.settlement.apply(manager, payment, 'refunded', { via: 'admin', actorId, reason });
      await this.audit.record(manager, {
        actorId,
        action: 'payment.refund',
        entityType: 'payment',
        entityId: id,
        details: {
          user_id: payment.userId,
          recipient_id: payment.recipientId,
          amount_minor: payment.amountMinor,
          currency: payment.currency,
        },
        reason,
      });
    });
    return this.get(id);
  }

  private filtered(query: AdminPaymentsQueryDto): SelectQueryBuilder<Payment> {
    const builder = this.dataSource.manager.createQueryBuilder(Payment, 'payment');
    if (query.paid !== undefined) {
      builder.andWhere(
        query.paid ? 'payment.status = :paidStatus' : 'payment.status <> :paidStatus',
        {
          paidStatus: PaymentStatus.PAID,
        },
      );
    }
    if (query.provider === 'free') builder.andWhere('payment.provider IS NULL');
    else if (query.provider)
      builder.andWhere('payment.provider = :provider', { provider: query.provider });
    if (query.product_type) {
      builder.andWhere('payment.product_type = :productType', { productType: query.product_type });
    }
    if (query.product_id)
      builder.andWhere('payment.product_id = :productId', { productId: query.product_id });
    if (query.user_id) {
      builder.andWhere('(payment.user_id = :userId OR payment.recipient_id = :userId)', {
        userId: query.user_id,
      });
    }
    const period = shopPeriod(query);
    if (period) builder.andWhere(period.sql('payment.created_at'), period.parameters);
    return builder;
  }
}

function toAdminDto(payment: Payment): AdminPaymentDto {
  return {
    ...toPaymentDto(payment),
    user: { id: payment.userId, login: payment.user?.login ?? '' },
    recipient: payment.recipient
      ? { id: payment.recipient.id, login: payment.recipient.login }
      : null,
    provider_payment_id: payment.providerPaymentId,
    refunded_at: payment.refundedAt?.toISOString() ?? null,
    refund_reason: payment.refundReason,
  };
}
