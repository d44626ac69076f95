import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module.js';
import { WebinarsModule } from '../webinars/webinars.module.js';
import { KitsController } from './kits.controller.js';
import { KitsService } from './kits.service.js';

@Module({
  imports: [AccessModule, WebinarsModule],
  controllers: [KitsController],
  providers: [KitsService],
  exports: [KitsService],
})
export class KitsModule {}
