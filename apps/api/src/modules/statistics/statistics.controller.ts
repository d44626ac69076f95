import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../common/auth/auth.decorators.js';
import { ApiErrors } from '../../common/dto/api-errors.decorator.js';
import {
  RevenueQueryDto,
  RevenueResponseDto,
  StatisticsPeriodQueryDto,
  StatisticsSummaryResponseDto,
} from './dto/statistics.dto.js';
import { StatisticsService } from './statistics.service.js';

const periodRules =
  'Days are calendar days in Europe/Moscow (the author’s time), from and to both included; ' +
  'default: the last 30 days; from after to, or a period over 3 years, is a 400. Only payments ' +
  'still paid count, by when they were paid: refunded ones are left out.';

@ApiTags('admin-statistics')
@Controller('v2/admin/statistics')
@AdminOnly()
export class StatisticsController {
  constructor(private readonly statistics: StatisticsService) {}

  @Get('revenue')
  @ApiOperation({
    operationId: 'adminStatisticsRevenue',
    summary: 'Revenue by day, week or month, provider and currency',
    description: periodRules,
  })
  @ApiOkResponse({ type: RevenueResponseDto })
  @ApiErrors(400)
  revenue(@Query() query: RevenueQueryDto): Promise<RevenueResponseDto> {
    return this.statistics.revenue(query);
  }

  @Get('summary')
  @ApiOperation({
    operationId: 'adminStatisticsSummary',
    summary: 'Paid payments, revenue, new users, renewal rate and top products of a period',
    description: `${periodRules} renewal_rate: renewals among those paid payments.`,
  })
  @ApiOkResponse({ type: StatisticsSummaryResponseDto })
  @ApiErrors(400)
  summary(@Query() query: StatisticsPeriodQueryDto): Promise<StatisticsSummaryResponseDto> {
    return this.statistics.summary(query);
  }
}
