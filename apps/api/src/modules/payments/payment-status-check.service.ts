import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Between, type DataSource, IsNull, Not } from 'typeorm';
import { Clock } from '../../common/clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../../infrastructure/config/app-config.js';
import { Payment, PaymentStatus } from './entities/payment.entity.js';
import { PaymentCallbacksService } from './payment-callbacks.service.js';
import { PaymentProviders } from './payment-providers.js';
import { PaymentSettlementService } from './payment-settlement.service.js';
import { recordTimeline } from './payment-timeline.js';
import type { StatusReport } from './providers/payment-provider.js';

/** Pending payments older than this are not asked about any more: the provider's link has long expired. */
const RECONCILE_HORIZON_DAYS = 30;
const RECONCILE_BATCH = 50;

export interface StatusCheck {
  report: StatusReport | null;
  /** applied, ignored:<why>, still_pending, amount_mismatch, unavailable */
  result: string;
}

/**
 * Asks a provider where a payment stands (Robokassa OpStateExt, Epoint get-status, Tinkoff
 * GetState) and settles the answer through the same stored-event path and state machine as a
 * callback. Reconciliation runs it for stale pending payments; a learner runs it for their own.
 */
@Injectable()
export class PaymentStatusCheckService {
  private readonly logger = new Logger(PaymentStatusCheckService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly providers: PaymentProviders,
    private readonly callbacks: PaymentCallbacksService,
    private readonly settlement: PaymentSettlementService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async check(payment: Payment): Promise<StatusCheck> {
    const provider = payment.provider ? this.providers.find(payment.provider) : undefined;
    if (!provider) return { report: null, result: 'unavailable' };
    const report = await provider.fetchStatus({
      paymentId: payment.id,
      providerPaymentId: payment.providerPaymentId,
    });
    const amountDiffers = report.amountMinor !== null && report.amountMinor !== payment.amountMinor;
    if (report.outcome === 'pending' || (report.outcome === 'paid' && amountDiffers)) {
      const result = report.outcome === 'pending' ? 'still_pending' : 'amount_mismatch';
      await recordTimeline(this.dataSource.manager, payment.id, 'status_check', {
        provider: provider.name,
        provider_status: report.providerStatus,
        outcome: report.outcome,
        result,
      });
      return { report, result };
    }
    const stored = await this.dataSource.transaction((manager) =>
      this.callbacks.store(manager, {
        provider: provider.name,
        source: 'status_check',
        event: {
          eventKey: `status:${report.providerStatus}:${report.providerPaymentId ?? payment.id}`,
          paymentId: payment.id,
          outcome: report.outcome,
          providerStatus: report.providerStatus,
          providerPaymentId: report.providerPaymentId,
        },
        raw: { ...report },
      }),
    );
    const settled = await this.settlement.settleCallback(stored.id);
    return { report, result: settled?.result ?? 'applied' };
  }

  /** The repeatable job: every stale pending payment, a batch at a time, each on its own. */
  async reconcile(): Promise<{ checked: number; settled: number }> {
    const now = this.clock.now().getTime();
    const stale = await this.dataSource.manager.find(Payment, {
      where: {
        status: PaymentStatus.PENDING,
        provider: Not(IsNull()),
        createdAt: Between(
          new Date(now - RECONCILE_HORIZON_DAYS * 86_400_000),
          new Date(now - this.config.payments.reconcileAfterMinutes * 60_000),
        ),
      },
      // Newest first: a payment the provider keeps calling pending never starves a fresh one.
      order: { id: 'DESC' },
      take: RECONCILE_BATCH,
    });
    let settled = 0;
    for (const payment of stale) {
      try {
        const { result } = await this.check(payment);
        if (result === 'applied') settled += 1;
      } catch (error) {
        this.logger.warn(`Status check of payment ${payment.id} failed: ${String(error)}`);
      }
    }
    return { checked: stale.length, settled };
  }
}
