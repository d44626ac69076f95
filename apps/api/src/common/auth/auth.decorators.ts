import {
  applyDecorators,
  createParamDecorator,
  type ExecutionContext,
  UseGuards,
} from '@nestjs/common';
import { ApiBearerAuth } from '@nestjs/swagger';
import { ApiErrors } from '../dto/api-errors.decorator.js';
import { BearerAuthGuard, OptionalBearerAuthGuard } from './bearer-auth.guard.js';
import type { AuthenticatedUser } from './bearer-token-verifier.js';
import { type AuthenticatedRequest, bearerTokenOf } from './bearer-token.js';
import { Role } from './role.js';
import { RequireRoles, RolesGuard } from './roles.guard.js';

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
export const BearerToken = createParamDecorator((_: unknown, context: ExecutionContext): string =>
  bearerTokenOf(context.switchToHttp().getRequest<AuthenticatedRequest>()),
);

/**
 * The authenticated user (or null on a ViewerAware route with no valid token): whatever the
 * verifier returned, so a controller types it as the users module's `User`.
 */
export const CurrentUser = createParamDecorator(
  (_: unknown, context: ExecutionContext): AuthenticatedUser | null =>
    context.switchToHttp().getRequest<{ user?: AuthenticatedUser | null }>().user ?? null,
);
