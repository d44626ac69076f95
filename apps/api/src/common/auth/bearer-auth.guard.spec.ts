import type { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AppError } from '../errors/app-error.js';
import { BearerAuthGuard, OptionalBearerAuthGuard } from './bearer-auth.guard.js';
import { type AuthenticatedUser, BearerTokenVerifier } from './bearer-token-verifier.js';
import type { AuthenticatedRequest } from './bearer-token.js';
import { Role } from './role.js';
import { RequireRoles, RolesGuard } from './roles.guard.js';

const learner: AuthenticatedUser = { id: 1, roles: [Role.USER] };
const admin: AuthenticatedUser = { id: 2, roles: [Role.USER, Role.ADMIN] };

/** Knows two tokens, as the auth module's sessions would. */
class KnownTokens extends BearerTokenVerifier {
  readonly seen: string[] = [];
  async verify(token: string): Promise<AuthenticatedUser | null> {
    this.seen.push(token);
    return { learner, admin }[token] ?? null;
  }
}

class AdminRoutes {
  @RequireRoles(Role.ADMIN)
  handler() {}
}

function contextFor(request: AuthenticatedRequest): ExecutionContext {
  return {
    switchToHttp: () => ({ getRequest: () => request }),
    getHandler: () => AdminRoutes.prototype.handler,
    getClass: () => AdminRoutes,
  } as unknown as ExecutionContext;
}

const requestWith = (authorization?: string): AuthenticatedRequest => ({
  headers: authorization === undefined ? {} : { authorization },
});

describe('bearer guards', () => {
  it.each([
    ['Bearer learner', learner],
    ['bearer learner', learner],
    ['BEARER admin', admin],
    ['Bearer unknown', null],
    [undefined, null],
    ['', null],
    ['Bearer', null],
    ['Bearer ', null],
    ['Bearer  learner', null],
    ['Bearer learner extra', null],
    ['Basic learner', null],
    ['learner', null],
  ])('header %p identifies %p', async (header, user) => {
    const request = requestWith(header);
    await expect(
      new OptionalBearerAuthGuard(new KnownTokens()).canActivate(contextFor(request)),
    ).resolves.toBe(true);
    expect(request.user).toEqual(user);

    const required = new BearerAuthGuard(new KnownTokens()).canActivate(
      contextFor(requestWith(header)),
    );
    if (user) await expect(required).resolves.toBe(true);
    else await expect(required).rejects.toMatchObject({ code: 'UNAUTHORIZED', status: 401 });
  });

  it('asks the verifier only when a token came along', async () => {
    const verifier = new KnownTokens();
    await new OptionalBearerAuthGuard(verifier).canActivate(contextFor(requestWith('Basic x')));
    await new OptionalBearerAuthGuard(verifier).canActivate(contextFor(requestWith('Bearer x')));
    expect(verifier.seen).toEqual(['x']);
  });

  it('lets a failing lookup fail the request instead of passing it as anonymous', async () => {
    const broken = new (class extends BearerTokenVerifier {
      verify(): Promise<AuthenticatedUser | null> {
        return Promise.reject(new Error('database down'));
      }
    })();
    await expect(
      new OptionalBearerAuthGuard(broken).canActivate(contextFor(requestWith('Bearer x'))),
    ).rejects.toThrow('database down');
  });
});

describe('roles guard', () => {
  const guard = new RolesGuard(new Reflector());
  const withUser = (user: AuthenticatedUser | null) => contextFor({ headers: {}, user });

  it('passes a user holding a required role', () => {
    expect(guard.canActivate(withUser(admin))).toBe(true);
  });

  it('answers 403 to a user without the role and 401 to nobody', () => {
    const refusal = (user: AuthenticatedUser | null) => {
      try {
        guard.canActivate(withUser(user));
      } catch (error) {
        return error instanceof AppError ? [error.code, error.getStatus()] : error;
      }
      return 'passed';
    };
    expect(refusal(learner)).toEqual(['FORBIDDEN', 403]);
    expect(refusal(null)).toEqual(['UNAUTHORIZED', 401]);
  });
});
