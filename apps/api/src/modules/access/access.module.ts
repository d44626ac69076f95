import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsersModule } from '../users/users.module.js';
import { AccessGrantsService } from './access-grants.service.js';
import { AccessService } from './access.service.js';
import { AdminUserWebinarsController } from './admin-user-webinars.controller.js';
import { AdminUserWebinarsService } from './admin-user-webinars.service.js';
import { AccessGrant } from './entities/access-grant.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([AccessGrant]), UsersModule],
  controllers: [AdminUserWebinarsController],
  providers: [AccessService, AccessGrantsService, AdminUserWebinarsService],
  exports: [AccessService, AccessGrantsService],
})
export class AccessModule {}
