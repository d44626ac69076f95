import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccessGrantsService } from './access-grants.service.js';
import { AccessService } from './access.service.js';
import { AccessGrant } from './entities/access-grant.entity.js';

/** Grants and the rules of access; below the catalog modules, it imports none of them. */
@Module({
  imports: [TypeOrmModule.forFeature([AccessGrant])],
  providers: [AccessService, AccessGrantsService],
  exports: [AccessService, AccessGrantsService],
})
export class AccessModule {}
