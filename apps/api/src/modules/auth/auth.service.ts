import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, IsNull, MoreThan } from 'typeorm';
import {
  DUMMY_PASSWORD_HASH,
  hashPassword,
  verifyPassword,
} from '../../common/auth/password-hasher.js';
import { Clock } from '../../common/clock/clock.js';
import { toUserDto } from '../users/dto/user.dto.js';
import { UsersService } from '../users/users.service.js';
import type { AuthenticatedUserDto, PasswordRecoverDto, RegisterDto } from './dto/auth.dto.js';
import { PasswordResetToken } from './entities/password-reset-token.entity.js';
import { PasswordResetLinkQueue } from './password-reset-link.queue.js';
import { expireOutstandingLinks } from './password-reset-links.service.js';
import { hashSecretToken } from './secret-token.js';
import { invalidCredentials, invalidResetToken, retypedPasswordMismatch } from './auth.errors.js';
import { SessionsService } from './sessions.service.js';

@Injectable()
export class AuthService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly resetLinks: PasswordResetLinkQueue,
    private readonly clock: Clock,
  ) {}

  async register(dto: RegisterDto): Promise<AuthenticatedUserDto> {
    return this.dataSource.transaction(async (manager) => {
      const user = await this.users.create(dto, manager);
      return { ...toUserDto(user), api_token: await this.sessions.open(user.id, manager) };
    });
  }

  /** The same answer for an unknown login and a wrong password: no account enumeration. */
  async login(login: string, password: string): Promise<AuthenticatedUserDto> {
    const user = await this.users.findByLogin(login);
    const valid = await verifyPassword(user?.passwordHash ?? DUMMY_PASSWORD_HASH, password);
    if (!user || !valid) throw invalidCredentials();
    return { ...toUserDto(user), api_token: await this.sessions.open(user.id) };
  }

  async logout(token: string): Promise<void> {
    await this.sessions.close(token);
  }

  /**
   * Always succeeds from the caller's view, and does the same work for a known and an unknown
   * e-mail (one queue write), so neither the answer nor its timing tells whether an account exists.
   * The queue worker looks the e-mail up and sends the letter.
   */
  async requestPasswordReset(email: string): Promise<void> {
    await this.resetLinks.enqueue(email);
  }

  async resetPassword(dto: PasswordRecoverDto): Promise<void> {
    if (dto.new_password !== dto.new_retyped_password) throw retypedPasswordMismatch();
    const passwordHash = await hashPassword(dto.new_password);
    await this.dataSource.transaction(async (manager) => {
      const resetToken = await manager.findOne(PasswordResetToken, {
        where: {
          tokenHash: hashSecretToken(dto.token),
          usedAt: IsNull(),
          expiresAt: MoreThan(this.clock.now()),
        },
        lock: { mode: 'pessimistic_write' },
      });
      if (!resetToken) throw invalidResetToken();
      await this.users.setPasswordHash(manager, resetToken.userId, passwordHash);
      await expireOutstandingLinks(manager, resetToken.userId, this.clock.now());
      await this.sessions.revokeSessions(manager, resetToken.userId);
    });
  }
}
