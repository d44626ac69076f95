import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../../infrastructure/mail/mail.module.js';
import { UsersModule } from '../users/users.module.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { BearerStrategy } from './bearer.strategy.js';
import { ApiToken } from './entities/api-token.entity.js';

@Module({
  imports: [PassportModule, TypeOrmModule.forFeature([ApiToken]), UsersModule, MailModule],
  controllers: [AuthController],
  providers: [AuthService, BearerStrategy],
})
export class AuthModule {}
