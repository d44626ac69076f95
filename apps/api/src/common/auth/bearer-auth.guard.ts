import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { AppError } from '../errors/app-error.js';
import { Messages } from '../errors/messages.js';
import { BearerTokenVerifier } from './bearer-token-verifier.js';
import { type AuthenticatedRequest, bearerTokenOf } from './bearer-token.js';

/** Puts the token's user (or null) on the request; an empty or malformed header is no token. */
async function identify(
  verifier: BearerTokenVerifier,
  context: ExecutionContext,
): Promise<boolean> {
  const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
  const token = bearerTokenOf(request);
  request.user = token ? await verifier.verify(token) : null;
  return request.user !== null;
}

/** A valid bearer token is required: missing or unknown gives 401. */
@Injectable()
export class BearerAuthGuard implements CanActivate {
  constructor(private readonly verifier: BearerTokenVerifier) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (!(await identify(this.verifier, context))) {
      throw new AppError('UNAUTHORIZED', Messages.unauthorized);
    }
    return true;
  }
}

/** Public routes: a valid token identifies the viewer, an empty or unknown one is simply anonymous. */
@Injectable()
export class OptionalBearerAuthGuard implements CanActivate {
  constructor(private readonly verifier: BearerTokenVerifier) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    await identify(this.verifier, context);
    return true;
  }
}
