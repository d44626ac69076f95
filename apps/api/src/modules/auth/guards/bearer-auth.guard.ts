import { Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { AppError } from '../../../common/errors/app-error.js';
import { Messages } from '../../../common/errors/messages.js';
import type { User } from '../../users/entities/user.entity.js';

/** A valid bearer token is required: missing or unknown gives 401. */
@Injectable()
export class BearerAuthGuard extends AuthGuard('bearer') {
  override handleRequest<TUser = User>(error: unknown, user: TUser | false): TUser {
    if (error) throw error;
    if (!user) throw new AppError('UNAUTHORIZED', Messages.unauthorized);
    return user;
  }
}

/** Public routes: a valid token identifies the viewer, an empty or unknown one is simply anonymous. */
@Injectable()
export class OptionalBearerAuthGuard extends AuthGuard('bearer') {
  override handleRequest<TUser = User>(error: unknown, user: TUser | false): TUser | null {
    if (error) throw error;
    return user || null;
  }
}
