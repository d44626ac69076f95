import { SHOP_TIME_ZONE } from '../../common/clock/shop-time-zone.js';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Clock } from '../../common/clock/clock.js';
import { toMajor } from '../payments/payment-amount.js';
import type {
  CurrencyAmountDto,
  RevenueQueryDto,
  RevenueResponseDto,
  StatisticsPeriodDto,
  StatisticsPeriodQueryDto,
  StatisticsSummaryResponseDto,
  TopProductDto,
} from './dto/statistics.dto.js';
import { renewalRate, resolvePeriod, type StatisticsPeriod } from './statistics-period.js';
import {
  type MinorAmountJson,
  REVENUE_SQL,
  type RevenueRow,
  SUMMARY_SQL,
  type SummaryRow,
  type TopProductJson,
} from './statistics-sql.js';

const toAmounts = (amounts: MinorAmountJson[]): CurrencyAmountDto[] =>
  amounts.map((row) => ({ currency: row.currency, amount: toMajor(row.amount_minor) }));

const toTopProduct = (product: TopProductJson): TopProductDto => ({
  id: product.id,
  title: product.title,
  payments: product.payments,
  revenue: toAmounts(product.revenue),
});

const toPeriodDto = (period: StatisticsPeriod): StatisticsPeriodDto => ({
  ...period,
  time_zone: SHOP_TIME_ZONE,
});

/** Revenue and the summary of the admin's statistics: one SQL statement per answer. */
@Injectable()
export class StatisticsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async revenue(query: RevenueQueryDto): Promise<RevenueResponseDto> {
    const period = resolvePeriod(query, this.clock.now());
    const rows: RevenueRow[] = await this.dataSource.query(REVENUE_SQL, [
      period.from,
      period.to,
      query.group,
    ]);
    return {
      period: toPeriodDto(period),
      revenue: rows.map((row) => ({
        period_start: row.period_start,
        provider: row.provider,
        currency: row.currency,
        amount: toMajor(Number(row.amount_minor)),
        payments: row.payments,
      })),
    };
  }

  async summary(query: StatisticsPeriodQueryDto): Promise<StatisticsSummaryResponseDto> {
    const period = resolvePeriod(query, this.clock.now());
    const [row] = (await this.dataSource.query(SUMMARY_SQL, [period.from, period.to])) as [
      SummaryRow,
    ];
    return {
      period: toPeriodDto(period),
      summary: {
        paid_payments: row.paid_payments,
        revenue: toAmounts(row.revenue),
        new_users: row.new_users,
        renewal_rate: renewalRate(row.renewals, row.paid_payments),
        top_webinars: row.top_webinars.map(toTopProduct),
        top_kits: row.top_kits.map(toTopProduct),
      },
    };
  }
}
