import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { defaultJobOptions } from './queues.js';

@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        connection: { url: config.redis.url, maxRetriesPerRequest: null },
        prefix: `${config.redis.prefix}:bull`,
        defaultJobOptions,
      }),
    }),
  ],
})
export class QueueModule {}
