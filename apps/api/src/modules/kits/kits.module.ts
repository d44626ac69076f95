import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module.js';
import { WebinarsModule } from '../webinars/webinars.module.js';
import { AdminKitsController } from './admin-kits.controller.js';
import { AdminKitsService } from './admin-kits.service.js';
import { KitsController } from './kits.controller.js';
import { KitLinksModule } from './kit-links.module.js';
import { KitsService } from './kits.service.js';

@Module({
  imports: [AccessModule, WebinarsModule, KitLinksModule],
  controllers: [KitsController, AdminKitsController],
  providers: [KitsService, AdminKitsService],
  exports: [KitsService],
})
export class KitsModule {}
