import { z } from 'zod';
import type { Schemas } from '@course-shop/api-client';
import { matchesApi } from '@/lib/api-contract';

export type RevenueRow = Schemas['RevenueRowDto'];
export type StatisticsPeriod = Schemas['StatisticsPeriodDto'];
export type StatisticsSummary = Schemas['StatisticsSummaryDto'];
export type CurrencyAmount = Schemas['CurrencyAmountDto'];
export type TopProduct = Schemas['TopProductDto'];
export type Currency = RevenueRow['currency'];
export type RevenueGroup = 'day' | 'week' | 'month';

export const REVENUE_GROUPS: readonly RevenueGroup[] = ['day', 'week', 'month'];

const currencySchema = z.enum(['RUB', 'AZN']);

const periodSchema = matchesApi<StatisticsPeriod>()(
  z.object({ from: z.string(), to: z.string(), time_zone: z.string() }),
);

const revenueRowSchema = matchesApi<RevenueRow>()(
  z.object({
    period_start: z.string(),
    provider: z.string(),
    currency: currencySchema,
    amount: z.number(),
    payments: z.number(),
  }),
);

const currencyAmountSchema = matchesApi<CurrencyAmount>()(
  z.object({ currency: currencySchema, amount: z.number() }),
);

const topProductSchema = matchesApi<TopProduct>()(
  z.object({
    id: z.number(),
    title: z.string(),
    payments: z.number(),
    revenue: z.array(currencyAmountSchema),
  }),
);

export const revenueResponseSchema = matchesApi<Schemas['RevenueResponseDto']>()(
  z.object({ period: periodSchema, revenue: z.array(revenueRowSchema) }),
);

export const summaryResponseSchema = matchesApi<Schemas['StatisticsSummaryResponseDto']>()(
  z.object({
    period: periodSchema,
    summary: z.object({
      paid_payments: z.number(),
      revenue: z.array(currencyAmountSchema),
      new_users: z.number(),
      renewal_rate: z.number(),
      top_webinars: z.array(topProductSchema),
      top_kits: z.array(topProductSchema),
    }),
  }),
);
