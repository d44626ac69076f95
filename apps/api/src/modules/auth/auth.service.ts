import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { type DataSource, IsNull, MoreThan, Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { Clock } from '../../common/clock/clock.js';
import { AppError } from '../../common/errors/app-error.js';
import { Messages } from '../../common/errors/messages.js';
import { MailQueue } from '../../infrastructure/mail/mail.queue.js';
import { toUserDto } from '../users/dto/user.dto.js';
import { User } from '../users/entities/user.entity.js';
import { UsersService } from '../users/users.service.js';
import type { AuthenticatedUserDto, PasswordRecoverDto, RegisterDto } from './dto/auth.dto.js';
import { ApiToken } from './entities/api-token.entity.js';
import { PasswordResetToken } from './entities/password-reset-token.entity.js';
import { passwordResetMail } from './password-reset.mail.js';
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from './password-hasher.js';
import { generateSecretToken, hashSecretToken } from './secret-token.js';

export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;

@Injectable()
export class AuthService {
  constructor(
    @InjectRepository(ApiToken) private readonly tokens: Repository<ApiToken>,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly mail: MailQueue,
    private readonly clock: Clock,
  ) {}

  async register(dto: RegisterDto): Promise<AuthenticatedUserDto> {
    return this.dataSource.transaction(async (manager) => {
      const user = await this.users.create(dto, manager);
      const token = generateSecretToken();
      await manager.insert(ApiToken, { userId: user.id, tokenHash: hashSecretToken(token) });
      return { ...toUserDto(user), api_token: token };
    });
  }

  /** The same answer for an unknown login and a wrong password: no account enumeration. */
  async login(login: string, password: string): Promise<AuthenticatedUserDto> {
    const user = await this.users.findByLogin(login);
    const valid = await verifyPassword(user?.passwordHash ?? DUMMY_PASSWORD_HASH, password);
    if (!user || !valid) throw new AppError('INVALID_CREDENTIALS', Messages.invalidCredentials);
    const token = generateSecretToken();
    await this.tokens.insert({ userId: user.id, tokenHash: hashSecretToken(token) });
    return { ...toUserDto(user), api_token: token };
  }

  async authenticate(token: string): Promise<User | null> {
    if (!token) return null;
    const found = await this.tokens.findOne({
      where: { tokenHash: hashSecretToken(token) },
      relations: { user: true },
    });
    return found?.user ?? null;
  }

  async logout(token: string): Promise<void> {
    await this.tokens.delete({ tokenHash: hashSecretToken(token) });
  }

  /** Always succeeds from the caller's view; a letter goes out only when the e-mail is known. */
  async requestPasswordReset(email: string): Promise<void> {
    const user = await this.users.findByLogin(email);
    if (!user) return;
    const token = generateSecretToken();
    await this.dataSource.getRepository(PasswordResetToken).insert({
      userId: user.id,
      tokenHash: hashSecretToken(token),
      expiresAt: new Date(this.clock.now().getTime() + RESET_LINK_LIFETIME_MS),
    });
    const link = `${this.config.webUrl}/password-recovery?token=${encodeURIComponent(token)}`;
    await this.mail.enqueue(passwordResetMail(user.email ?? user.login, user.firstName, link));
  }

  async resetPassword(dto: PasswordRecoverDto): Promise<void> {
    if (dto.new_password !== dto.new_retyped_password) {
      throw new AppError('VALIDATION_FAILED', Messages.passwordsMismatch, {
        new_retyped_password: [Messages.passwordsMismatch],
      });
    }
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
      if (!resetToken) {
        throw new AppError('VALIDATION_FAILED', Messages.invalidResetToken, {
          token: [Messages.invalidResetToken],
        });
      }
      await manager.update(User, { id: resetToken.userId }, { passwordHash });
      // Every outstanding link of this user dies with the one used, and every session is revoked.
      await manager.update(
        PasswordResetToken,
        { userId: resetToken.userId, usedAt: IsNull() },
        { usedAt: this.clock.now() },
      );
      await manager.delete(ApiToken, { userId: resetToken.userId });
    });
  }
}
