import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';
import { REDIS } from '../../infrastructure/redis/redis.module.js';

export type ServiceState = 'up' | 'down';

export interface HealthReport {
  status: 'ok' | 'degraded';
  postgres: ServiceState;
  redis: ServiceState;
}

/** A hung dependency must not hang the health check, so each probe gives up after this long. */
const PROBE_TIMEOUT_MS = 2000;

const probe = (check: () => Promise<unknown>): Promise<ServiceState> =>
  Promise.race([
    check().then(() => 'up' as const),
    new Promise<ServiceState>((resolve) =>
      setTimeout(() => resolve('down'), PROBE_TIMEOUT_MS).unref(),
    ),
  ]).catch(() => 'down' as const);

@Injectable()
export class HealthService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  async check(): Promise<HealthReport> {
    const [postgres, redis] = await Promise.all([
      probe(() => this.dataSource.query('SELECT 1')),
      probe(() => this.redis.ping()),
    ]);
    return { status: postgres === 'up' && redis === 'up' ? 'ok' : 'degraded', postgres, redis };
  }
}
