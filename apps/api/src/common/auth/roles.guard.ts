import { type CanActivate, type ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AppError } from '../errors/app-error.js';
import { Messages } from '../errors/messages.js';
import type { AuthenticatedUser } from './bearer-token-verifier.js';
import type { Role } from './role.js';

const ROLES_KEY = 'roles';
export const RequireRoles = (...roles: Role[]) => SetMetadata(ROLES_KEY, roles);

/** Runs after the bearer guard: the request's user must hold one of the required roles. */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const required = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!required?.length) return true;
    const user = context.switchToHttp().getRequest<{ user?: AuthenticatedUser | null }>().user;
    if (!user) throw new AppError('UNAUTHORIZED', Messages.unauthorized);
    if (!required.some((role) => user.roles.includes(role))) {
      throw new AppError('FORBIDDEN', Messages.forbidden);
    }
    return true;
  }
}
