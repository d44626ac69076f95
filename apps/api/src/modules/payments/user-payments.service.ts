import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { entityColumnsSql } from '../../infrastructure/database/entity-rows.js';
import { queryRows } from '../../infrastructure/database/pooled-query.js';
import type { PaymentCheckResponseDto, PaymentDto } from './dto/payment.dto.js';
import { Payment, PaymentStatus } from './entities/payment.entity.js';
import { toPaymentDto } from './payment-records.js';
import { PaymentStatusCheckService } from './payment-status-check.service.js';
import { paymentNotFound, providerFailed } from './payments.errors.js';
import { ProviderError } from './providers/payment-provider.js';

const checkMessages: Record<string, string> = {
  [PaymentStatus.PAID]: 'Оплата подтверждена, доступ открыт',
  [PaymentStatus.FAILED]: 'Платёжный сервис сообщил, что оплата не прошла. Деньги не списаны',
  [PaymentStatus.CANCELLED]: 'Платёж отменён. Деньги не списаны',
  [PaymentStatus.REFUNDED]: 'Платёж возвращён',
  still_pending:
    'Платёжный сервис ещё не получил оплату. Если деньги списаны, подождите несколько минут и проверьте снова',
  amount_mismatch: 'Сумма оплаты не совпадает с заказом. Мы проверим платёж и свяжемся с вами',
};

/** 'Мои покупки': the learner's own payments, newest first, and the «Я оплатил» check. */
@Injectable()
export class UserPaymentsService {
  private readonly listSql: string;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly statusCheck: PaymentStatusCheckService,
  ) {
    // Written once: `find` built the same query on every request, most of a short list's cost.
    this.listSql = `SELECT ${entityColumnsSql(dataSource.getMetadata(Payment), 'p')} FROM payments p
      WHERE p.user_id = $1 ORDER BY p.created_at DESC, p.id DESC`;
  }

  async list(userId: number): Promise<PaymentDto[]> {
    // Payment has no column transformers: node-postgres already gives its types (Date, number).
    const rows = await queryRows<Payment>(this.dataSource.manager, this.listSql, [userId]);
    return rows.map(toPaymentDto);
  }

  /** Asks the provider about one of the learner's payments and settles what it says. */
  async check(userId: number, paymentId: number): Promise<PaymentCheckResponseDto> {
    const payment = await this.dataSource.manager.findOne(Payment, {
      where: { id: paymentId, userId },
    });
    if (!payment) throw paymentNotFound();
    let providerStatus: string | undefined;
    let result: string = payment.status;
    if (payment.status === PaymentStatus.PENDING && payment.provider) {
      try {
        const check = await this.statusCheck.check(payment);
        providerStatus = check.report?.providerStatus;
        result = check.result;
      } catch (error) {
        if (error instanceof ProviderError) throw providerFailed(error.message);
        throw error;
      }
    }
    const fresh = await this.dataSource.manager.findOneOrFail(Payment, {
      where: { id: paymentId },
    });
    const message =
      result === 'still_pending' || result === 'amount_mismatch'
        ? checkMessages[result]
        : (checkMessages[fresh.status] ?? checkMessages.still_pending);
    return { payment: toPaymentDto(fresh), message, provider_status: providerStatus };
  }
}
