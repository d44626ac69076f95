import { type CanActivate, type ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AppError } from '../../../common/errors/app-error.js';
import { Messages } from '../../../common/errors/messages.js';
import type { Role, User } from '../../users/entities/user.entity.js';

const ROLES_KEY = 'roles';
export const RequireRoles = (...roles: Role[]) => SetMetadata(ROLES_KEY, roles);

@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const required = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!required?.length) return true;
    const user = context.switchToHttp().getRequest<{ user?: User }>().user;
    if (!user) throw new AppError('UNAUTHORIZED', Messages.unauthorized);
    if (!required.some((role) => user.roles.includes(role))) {
      throw new AppError('FORBIDDEN', Messages.forbidden);
    }
    return true;
  }
}
