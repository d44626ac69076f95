import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from './infrastructure/config/app-config.js';
import { ConfigModule } from './infrastructure/config/config.module.js';
import { ClockModule } from './common/clock/clock.js';
import { entities } from './entities.js';
import { dataSourceOptions } from './infrastructure/database/data-source-options.js';
import { MailWorkerModule } from './infrastructure/mail/mail-worker.module.js';
import { QueueModule } from './infrastructure/queue/queue.module.js';
import { RedisModule } from './infrastructure/redis/redis.module.js';
import { StorageModule } from './infrastructure/storage/storage.module.js';
import { AuthModule } from './modules/auth/auth.module.js';
import { PasswordResetWorkerModule } from './modules/auth/password-reset-worker.module.js';
import { HealthModule } from './modules/health/health.module.js';
import { UsersModule } from './modules/users/users.module.js';
import { KitsModule } from './modules/kits/kits.module.js';
import { AuditModule } from './modules/audit/audit.module.js';
import { CertificatesModule } from './modules/certificates/certificates.module.js';
import { ConsultationsModule } from './modules/consultations/consultations.module.js';
import { ContentModule } from './modules/content/content.module.js';
import { PaymentsWorkerModule } from './modules/payments/payments-worker.module.js';
import { PaymentsModule } from './modules/payments/payments.module.js';
import { PaymentSandboxModule } from './modules/payments/sandbox/payment-sandbox.module.js';
import { SchoolWorkerModule } from './modules/school/school-worker.module.js';
import { SchoolModule } from './modules/school/school.module.js';
import { StatisticsModule } from './modules/statistics/statistics.module.js';
import { UploadsModule } from './modules/uploads/uploads.module.js';
import { WebinarsModule } from './modules/webinars/webinars.module.js';

/** Shared infrastructure every process needs: configuration, clock, database, Redis, queues. */
export function coreImports(config: AppConfig) {
  return [
    ConfigModule.forRoot(config),
    ClockModule,
    TypeOrmModule.forRoot(dataSourceOptions(config.databaseUrl, entities)),
    RedisModule,
    QueueModule,
  ];
}

/** The queue consumers; the worker process runs them, and the API too when configured so. */
export const workerModules = [
  MailWorkerModule,
  PasswordResetWorkerModule,
  PaymentsWorkerModule,
  SchoolWorkerModule,
];

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ...coreImports(config),
        StorageModule,
        HealthModule,
        AuthModule,
        UsersModule,
        AuditModule,
        WebinarsModule,
        KitsModule,
        CertificatesModule,
        ContentModule,
        ConsultationsModule,
        UploadsModule,
        PaymentsModule,
        SchoolModule,
        StatisticsModule,
        ...(config.payments.sandbox ? [PaymentSandboxModule] : []),
        ...(config.queueWorkerInApi ? workerModules : []),
      ],
    };
  }
}

@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig): DynamicModule {
    return { module: WorkerModule, imports: [...coreImports(config), ...workerModules] };
  }
}
