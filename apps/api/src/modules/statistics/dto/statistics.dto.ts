import { SHOP_TIME_ZONE } from '../../../common/clock/shop-time-zone.js';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { IsCalendarDate, IsOptionalNotNull } from '../../../common/validation/decorators.js';
import {
  DEFAULT_PERIOD_DAYS,
  MAX_PERIOD_YEARS,
  STATISTICS_GROUPS,
  type StatisticsGroup,
} from '../statistics-period.js';

export class StatisticsPeriodQueryDto {
  @ApiPropertyOptional({
    example: '2026-11-01',
    description: `First day (yyyy-MM-dd, ${SHOP_TIME_ZONE}), included; default: ${DEFAULT_PERIOD_DAYS - 1} days before to`,
  })
  @IsCalendarDate()
  from?: string;

  @ApiPropertyOptional({
    example: '2026-11-30',
    description: `Last day (yyyy-MM-dd, ${SHOP_TIME_ZONE}), included; default: today. At most ${MAX_PERIOD_YEARS} years after from`,
  })
  @IsCalendarDate()
  to?: string;
}

export class RevenueQueryDto extends StatisticsPeriodQueryDto {
  @ApiPropertyOptional({
    enum: STATISTICS_GROUPS,
    default: 'day',
    description: 'Bucket size: calendar days, ISO weeks (from Monday) or months',
  })
  @IsOptionalNotNull()
  @IsIn(STATISTICS_GROUPS, { message: 'group: day, week или month' })
  group: StatisticsGroup = 'day';
}

export class StatisticsPeriodDto {
  @ApiProperty({ example: '2026-11-01' })
  from: string;

  @ApiProperty({ example: '2026-11-30' })
  to: string;

  @ApiProperty({ example: SHOP_TIME_ZONE, description: 'The zone both days are in' })
  time_zone: string;
}

export class RevenueRowDto {
  @ApiProperty({
    example: '2026-11-02',
    description: 'First day of the bucket; a week or month may start before from',
  })
  period_start: string;

  @ApiProperty({
    example: 'robokassa',
    description: "robokassa, epoint, tinkoff; 'free' for items of price 0",
  })
  provider: string;

  @ApiProperty({ enum: ['RUB', 'AZN'] })
  currency: string;

  @ApiProperty({ example: 14700, description: 'Roubles or manats' })
  amount: number;

  @ApiProperty({ example: 3, description: 'Paid payments in the bucket' })
  payments: number;
}

export class RevenueResponseDto {
  @ApiProperty({ type: StatisticsPeriodDto })
  period: StatisticsPeriodDto;

  @ApiProperty({
    type: RevenueRowDto,
    isArray: true,
    description: 'By period_start, provider, currency; buckets without payments are left out',
  })
  revenue: RevenueRowDto[];
}

export class CurrencyAmountDto {
  @ApiProperty({ enum: ['RUB', 'AZN'] })
  currency: string;

  @ApiProperty({ example: 14700 })
  amount: number;
}

export class TopProductDto {
  @ApiProperty({ example: 12 })
  id: number;

  @ApiProperty({ example: 'Личные границы' })
  title: string;

  @ApiProperty({ example: 5, description: 'Paid payments for it in the period' })
  payments: number;

  @ApiProperty({ type: CurrencyAmountDto, isArray: true })
  revenue: CurrencyAmountDto[];
}

export class StatisticsSummaryDto {
  @ApiProperty({ example: 42, description: 'Paid payments, free items (price 0) included' })
  paid_payments: number;

  @ApiProperty({ type: CurrencyAmountDto, isArray: true, description: 'By currency' })
  revenue: CurrencyAmountDto[];

  @ApiProperty({ example: 7, description: 'Accounts registered in the period' })
  new_users: number;

  @ApiProperty({
    example: 0.25,
    minimum: 0,
    maximum: 1,
    description:
      'Share of the paid payments that were renewals of expired access (0..1, four places); 0 without payments',
  })
  renewal_rate: number;

  @ApiProperty({
    type: TopProductDto,
    isArray: true,
    description: 'At most 10, most paid payments first, then lower id',
  })
  top_webinars: TopProductDto[];

  @ApiProperty({ type: TopProductDto, isArray: true, description: 'Likewise for kits' })
  top_kits: TopProductDto[];
}

export class StatisticsSummaryResponseDto {
  @ApiProperty({ type: StatisticsPeriodDto })
  period: StatisticsPeriodDto;

  @ApiProperty({ type: StatisticsSummaryDto })
  summary: StatisticsSummaryDto;
}
