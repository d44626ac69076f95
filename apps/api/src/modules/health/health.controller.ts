import { Controller, Get, Res } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { type HealthReport, HealthService, type ServiceState } from './health.service.js';

export class HealthDto implements HealthReport {
  @ApiProperty({ enum: ['ok', 'degraded'] })
  status: 'ok' | 'degraded';

  @ApiProperty({ enum: ['up', 'down'] })
  postgres: ServiceState;

  @ApiProperty({ enum: ['up', 'down'] })
  redis: ServiceState;
}

/** The probe's path under the API's prefix: its successful answers are not logged (http-app.ts). */
export const HEALTH_PATH = 'health';

@ApiTags('health')
@Controller(HEALTH_PATH)
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @ApiOperation({ operationId: 'health', summary: 'PostgreSQL and Redis reachability' })
  @ApiOkResponse({ type: HealthDto })
  @ApiServiceUnavailableResponse({ type: HealthDto })
  async check(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthDto> {
    const report = await this.health.check();
    if (report.status !== 'ok') void reply.status(503);
    return report;
  }
}
