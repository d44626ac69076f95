import { Controller, Get, Inject, Res } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply } from 'fastify';
import type { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';
import { REDIS } from '../../infrastructure/redis/redis.module.js';

type ServiceState = 'up' | 'down';

export class HealthDto {
  @ApiProperty({ enum: ['ok', 'degraded'] })
  status: 'ok' | 'degraded';

  @ApiProperty({ enum: ['up', 'down'] })
  postgres: ServiceState;

  @ApiProperty({ enum: ['up', 'down'] })
  redis: ServiceState;
}

const probe = (check: () => Promise<unknown>): Promise<ServiceState> =>
  Promise.race([
    check().then(() => 'up' as const),
    new Promise<ServiceState>((resolve) => setTimeout(() => resolve('down'), 2000).unref()),
  ]).catch(() => 'down' as const);

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  @Get()
  @ApiOperation({ operationId: 'health', summary: 'PostgreSQL and Redis reachability' })
  @ApiOkResponse({ type: HealthDto })
  @ApiServiceUnavailableResponse({ type: HealthDto })
  async health(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthDto> {
    const [postgres, redis] = await Promise.all([
      probe(() => this.dataSource.query('SELECT 1')),
      probe(() => this.redis.ping()),
    ]);
    const status = postgres === 'up' && redis === 'up' ? 'ok' : 'degraded';
    if (status !== 'ok') void reply.status(503);
    return { status, postgres, redis };
  }
}
