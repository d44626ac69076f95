import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccessService } from './access.service.js';
import { AccessGrant } from './entities/access-grant.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([AccessGrant])],
  providers: [AccessService],
  exports: [AccessService],
})
export class AccessModule {}
