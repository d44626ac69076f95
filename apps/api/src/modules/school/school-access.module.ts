import { Module } from '@nestjs/common';
import { SchoolAccessService } from './school-access.service.js';

/**
 * School access on its own, without the school's controllers: the payments core (in the API and in
 * the queue worker) binds a paid tariff through it.
 */
@Module({
  providers: [SchoolAccessService],
  exports: [SchoolAccessService],
})
export class SchoolAccessModule {}
