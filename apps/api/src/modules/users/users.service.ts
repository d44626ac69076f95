import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { Brackets, type DataSource, type EntityManager, Repository } from 'typeorm';
import { hashPassword, verifyPassword } from '../../common/auth/password-hasher.js';
import { Role } from '../../common/auth/role.js';
import { Clock } from '../../common/clock/clock.js';
import { pageMetaOf } from '../../common/dto/page-query.dto.js';
import { applyFields } from '../../infrastructure/database/apply-fields.js';
import {
  containsIgnoringCase,
  containsPattern,
} from '../../infrastructure/database/text-search.js';
import { AuditService } from '../audit/audit.service.js';
import { isBirthDateAllowed } from './birth-date.js';
import type {
  AdminCreateUserDto,
  AdminUpdateUserDto,
  AdminUsersQueryDto,
  UsersPageDto,
} from './dto/admin-user.dto.js';
import type { ProfileFieldsDto } from './dto/profile-fields.dto.js';
import type { UpdateProfileDto } from './dto/update-profile.dto.js';
import { toUserDto, type UserDto } from './dto/user.dto.js';
import { User } from './entities/user.entity.js';
import { NewAccountHooks } from './new-account-hooks.js';
import { SessionRevoker } from './session-revoker.js';
import {
  birthDateOutOfRange,
  cannotRevokeOwnAdmin,
  loginTaken,
  newPasswordRequired,
  newPasswordsMismatch,
  oldPasswordRequired,
  userNotFound,
  wrongOldPassword,
} from './users.errors.js';

export interface NewUser extends ProfileFieldsDto {
  login: string;
  password: string;
  cellphone?: string | null;
  roles?: Role[];
}

const profileColumns = {
  first_name: 'firstName',
  middle_name: 'middleName',
  last_name: 'lastName',
  phone: 'phone',
  birth_date: 'birthDate',
  city: 'city',
} as const satisfies Record<keyof ProfileFieldsDto, keyof User>;

@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly audit: AuditService,
    private readonly sessions: SessionRevoker,
    private readonly newAccounts: NewAccountHooks,
  ) {}

  async findById(id: number): Promise<User> {
    const user = await this.users.findOneBy({ id });
    if (!user) throw userNotFound();
    return user;
  }

  /** The signed-in user's own profile, as the client sees it. */
  profileOf(user: User): UserDto {
    return toUserDto(user);
  }

  async adminGet(id: number): Promise<UserDto> {
    return toUserDto(await this.findById(id));
  }

  findByLogin(login: string): Promise<User | null> {
    return this.users.findOneBy({ login: login.trim().toLowerCase() });
  }

  /** Creates a user inside the caller's transaction; the login doubles as the e-mail. */
  async create(data: NewUser, manager: EntityManager = this.users.manager): Promise<User> {
    if (await manager.existsBy(User, { login: data.login })) throw loginTaken();
    const user = manager.create(User, {
      login: data.login,
      email: data.login,
      passwordHash: await hashPassword(data.password),
      cellphone: data.cellphone ?? null,
      roles: data.roles ?? [Role.USER],
    });
    this.applyProfile(user, data);
    const saved = await manager.save(user);
    await this.newAccounts.onAccountCreated(manager, saved);
    return saved;
  }

  /** `currentToken` is the session making the change: a new password logs out every other one. */
  async updateProfile(
    userId: number,
    dto: UpdateProfileDto,
    currentToken: string,
  ): Promise<UserDto> {
    const updated = await this.dataSource.transaction(async (manager) => {
      const user = await manager.findOne(User, {
        where: { id: userId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!user) throw userNotFound();
      this.applyProfile(user, dto);
      if (dto.new_password !== undefined || dto.old_password !== undefined) {
        await this.changePassword(user, dto);
        await this.sessions.revokeSessions(manager, user.id, currentToken);
      }
      return manager.save(user);
    });
    return toUserDto(updated);
  }

  /** Sets a password already hashed by the caller, inside the caller's transaction. */
  async setPasswordHash(
    manager: EntityManager,
    userId: number,
    passwordHash: string,
  ): Promise<void> {
    await manager.update(User, { id: userId }, { passwordHash });
  }

  async list(query: AdminUsersQueryDto): Promise<UsersPageDto> {
    const builder = this.users.createQueryBuilder('user').orderBy('user.id', 'DESC');
    const search = query.search?.trim();
    if (search) {
      const pattern = containsPattern(search);
      builder.where(
        new Brackets((where) => {
          for (const column of [
            'login',
            'email',
            'firstName',
            'middleName',
            'lastName',
            'phone',
            'cellphone',
          ]) {
            where.orWhere(containsIgnoringCase(`user.${column}`, 'pattern'), { pattern });
          }
        }),
      );
    }
    const [users, total] = await builder
      .skip((query.page - 1) * query.per_page)
      .take(query.per_page)
      .getManyAndCount();
    return { users: users.map(toUserDto), ...pageMetaOf(query, total) };
  }

  async adminCreate(dto: AdminCreateUserDto): Promise<UserDto> {
    return toUserDto(await this.dataSource.transaction((manager) => this.create(dto, manager)));
  }

  async adminUpdate(actorId: number, userId: number, dto: AdminUpdateUserDto): Promise<UserDto> {
    const updated = await this.dataSource.transaction(async (manager) => {
      const user = await manager.findOne(User, {
        where: { id: userId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!user) throw userNotFound();
      if (dto.login !== undefined && dto.login !== user.login) {
        if (await manager.existsBy(User, { login: dto.login })) throw loginTaken();
        user.login = dto.login;
        user.email = dto.login;
      }
      if (dto.roles !== undefined) {
        if (actorId === user.id && !dto.roles.includes(Role.ADMIN)) throw cannotRevokeOwnAdmin();
        const roles = [...new Set(dto.roles)];
        if (roles.slice().sort().join() !== user.roles.slice().sort().join()) {
          await this.audit.record(manager, {
            actorId,
            action: 'user.roles.change',
            entityType: 'user',
            entityId: user.id,
            details: { from: user.roles, to: roles },
          });
        }
        user.roles = roles;
      }
      if (dto.cellphone !== undefined) user.cellphone = dto.cellphone;
      this.applyProfile(user, dto);
      if (dto.password !== undefined) {
        user.passwordHash = await hashPassword(dto.password);
        await this.sessions.revokeSessions(manager, user.id);
      }
      return manager.save(user);
    });
    return toUserDto(updated);
  }

  private applyProfile(user: User, fields: ProfileFieldsDto): void {
    if (fields.birth_date && !isBirthDateAllowed(fields.birth_date, this.clock.now())) {
      throw birthDateOutOfRange();
    }
    applyFields(user, fields, profileColumns);
  }

  private async changePassword(user: User, dto: UpdateProfileDto): Promise<void> {
    if (!dto.new_password) throw newPasswordRequired();
    if (!dto.old_password) throw oldPasswordRequired();
    if (dto.new_password !== dto.new_repeated_password) throw newPasswordsMismatch();
    if (!(await verifyPassword(user.passwordHash, dto.old_password))) throw wrongOldPassword();
    user.passwordHash = await hashPassword(dto.new_password);
  }
}
