import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, Not, Repository } from 'typeorm';
import type { BearerTokenVerifier } from '../../common/auth/bearer-token-verifier.js';
import type { User } from '../users/entities/user.entity.js';
import type { SessionRevoker } from '../users/session-revoker.js';
import { ApiToken } from './entities/api-token.entity.js';
import { generateSecretToken, hashSecretToken } from './secret-token.js';

/** The one owner of API tokens: opens, looks up and ends sessions. */
@Injectable()
export class SessionsService implements BearerTokenVerifier, SessionRevoker {
  constructor(@InjectRepository(ApiToken) private readonly tokens: Repository<ApiToken>) {}

  /** A new token for the user, returned once; only its hash is stored. */
  async open(userId: number, manager: EntityManager = this.tokens.manager): Promise<string> {
    const token = generateSecretToken();
    await manager.insert(ApiToken, { userId, tokenHash: hashSecretToken(token) });
    return token;
  }

  /**
   * The token's user in one statement, on every authenticated request. `token_hash` is unique, so
   * no row limit is needed; `findOne` would add one, and with a join TypeORM then runs a
   * `SELECT DISTINCT` of ids first.
   */
  async verify(token: string): Promise<User | null> {
    if (!token) return null;
    const [found] = await this.tokens.find({
      where: { tokenHash: hashSecretToken(token) },
      relations: { user: true },
    });
    return found?.user ?? null;
  }

  async close(token: string): Promise<void> {
    await this.tokens.delete({ tokenHash: hashSecretToken(token) });
  }

  async revokeSessions(manager: EntityManager, userId: number, keepToken?: string): Promise<void> {
    await manager.delete(
      ApiToken,
      keepToken ? { userId, tokenHash: Not(hashSecretToken(keepToken)) } : { userId },
    );
  }
}
