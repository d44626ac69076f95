import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module.js';
import { AdminWebinarsController } from './admin-webinars.controller.js';
import { AdminWebinarsService } from './admin-webinars.service.js';
import { WebinarsController } from './webinars.controller.js';
import { WebinarsService } from './webinars.service.js';

@Module({
  imports: [AccessModule],
  controllers: [WebinarsController, AdminWebinarsController],
  providers: [WebinarsService, AdminWebinarsService],
  exports: [WebinarsService],
})
export class WebinarsModule {}
