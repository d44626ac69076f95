import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
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
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly statusCheck: PaymentStatusCheckService,
  ) {}

  async list(userId: number): Promise<PaymentDto[]> {
    const payments = await this.dataSource.manager.find(Payment, {
      where: { userId },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    return payments.map(toPaymentDto);
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
