import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BearerTokenVerifier } from '../../common/auth/bearer-token-verifier.js';
import { QueueName } from '../../infrastructure/queue/queues.js';
import { SessionRevoker } from '../users/session-revoker.js';
import { UsersModule } from '../users/users.module.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { ApiToken } from './entities/api-token.entity.js';
import { PasswordResetLinkQueue } from './password-reset-link.queue.js';
import { SessionsService } from './sessions.service.js';
import { registerQueue } from '../../infrastructure/queue/register-queue.js';

/**
 * Global: its sessions answer the bearer guards of every module's routes, and end a user's sessions
 * when the users module changes a password; both through ports those sides declare.
 */
@Global()
@Module({
  imports: [
    TypeOrmModule.forFeature([ApiToken]),
    registerQueue(QueueName.PASSWORD_RESET),
    UsersModule,
  ],
  controllers: [AuthController],
  providers: [
    AuthService,
    SessionsService,
    PasswordResetLinkQueue,
    { provide: BearerTokenVerifier, useExisting: SessionsService },
    { provide: SessionRevoker, useExisting: SessionsService },
  ],
  exports: [BearerTokenVerifier, SessionRevoker],
})
export class AuthModule {}
