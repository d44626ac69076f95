import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditService } from './audit.service.js';
import { AuditEntry } from './entities/audit-entry.entity.js';

/**
 * Global: every admin change anywhere is audited through the same service. Without the admin
 * controller (AuditModule), so the queue worker, which has no HTTP auth, can record too.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([AuditEntry])],
  providers: [AuditService],
  exports: [AuditService],
})
export class AuditCoreModule {}
