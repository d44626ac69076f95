import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module.js';
import { UsersModule } from '../users/users.module.js';
import { AdminUserWebinarsController } from './admin-user-webinars.controller.js';
import { AdminUserWebinarsService } from './admin-user-webinars.service.js';
import { AdminWebinarsController } from './admin-webinars.controller.js';
import { AdminWebinarsService } from './admin-webinars.service.js';
import { WebinarsController } from './webinars.controller.js';
import { WebinarsService } from './webinars.service.js';

@Module({
  imports: [AccessModule, UsersModule],
  controllers: [WebinarsController, AdminWebinarsController, AdminUserWebinarsController],
  providers: [WebinarsService, AdminWebinarsService, AdminUserWebinarsService],
  exports: [WebinarsService],
})
export class WebinarsModule {}
