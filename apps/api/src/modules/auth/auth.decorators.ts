import {
  applyDecorators,
  createParamDecorator,
  type ExecutionContext,
  UseGuards,
} from '@nestjs/common';
import { ApiBearerAuth } from '@nestjs/swagger';
import { ApiErrors } from '../../common/dto/api-errors.decorator.js';
import { Role, type User } from '../users/entities/user.entity.js';
import { BearerAuthGuard, OptionalBearerAuthGuard } from './guards/bearer-auth.guard.js';
import { RequireRoles, RolesGuard } from './guards/roles.guard.js';

/** The route needs a logged-in user. */
export const Authenticated = () =>
  applyDecorators(UseGuards(BearerAuthGuard), ApiBearerAuth(), ApiErrors(401));

/** The route needs a logged-in admin. */
export const AdminOnly = () =>
  applyDecorators(
    UseGuards(BearerAuthGuard, RolesGuard),
    RequireRoles(Role.ADMIN),
    ApiBearerAuth(),
    ApiErrors(401, 403),
  );

/** The route is public, but knows the viewer when a valid token comes along. */
export const ViewerAware = () =>
  applyDecorators(UseGuards(OptionalBearerAuthGuard), ApiBearerAuth());

/** The raw bearer token of this request, for revoking it. */
export const BearerToken = createParamDecorator((_: unknown, context: ExecutionContext): string => {
  const header = context.switchToHttp().getRequest<{ headers: { authorization?: string } }>()
    .headers.authorization;
  return header?.replace(/^Bearer\s+/i, '') ?? '';
});

/** The authenticated user (or null on a ViewerAware route with no valid token). */
export const CurrentUser = createParamDecorator(
  (_: unknown, context: ExecutionContext): User | null =>
    context.switchToHttp().getRequest<{ user?: User }>().user ?? null,
);
