import { Module } from '@nestjs/common';
import { AuditCoreModule } from './audit-core.module.js';
import { AuditController } from './audit.controller.js';

/** The admin's audit log endpoint, over the global audit service. */
@Module({
  imports: [AuditCoreModule],
  controllers: [AuditController],
})
export class AuditModule {}
