import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module.js';
import { WebinarsController } from './webinars.controller.js';
import { WebinarsService } from './webinars.service.js';

@Module({
  imports: [AccessModule],
  controllers: [WebinarsController],
  providers: [WebinarsService],
  exports: [WebinarsService],
})
export class WebinarsModule {}
