import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';
import { queryRows } from '../../infrastructure/database/pooled-query.js';
import { REDIS } from '../../infrastructure/redis/redis.module.js';

export type ServiceState = 'up' | 'down';

export interface HealthReport {
  status: 'ok' | 'degraded';
  postgres: ServiceState;
  redis: ServiceState;
}

/** A hung dependency must not hang the health check, so a probe gives up after this long. */
const PROBE_TIMEOUT_MS = 2000;

const probe = (check: Promise<unknown>, timedOut: Promise<ServiceState>): Promise<ServiceState> =>
  Promise.race([
    check.then(
      () => 'up' as const,
      () => 'down' as const,
    ),
    timedOut,
  ]);

@Injectable()
export class HealthService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  /**
   * Both probes share one timer, cleared as soon as they have answered: a timer left to run out
   * per probe kept thousands alive under load and cost a sixth of the request.
   */
  async check(): Promise<HealthReport> {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<ServiceState>((resolve) => {
      timer = setTimeout(resolve, PROBE_TIMEOUT_MS, 'down');
    });
    try {
      const [postgres, redis] = await Promise.all([
        probe(queryRows(this.dataSource.manager, 'SELECT 1'), timedOut),
        probe(this.redis.ping(), timedOut),
      ]);
      return { status: postgres === 'up' && redis === 'up' ? 'ok' : 'degraded', postgres, redis };
    } finally {
      clearTimeout(timer);
    }
  }
}
