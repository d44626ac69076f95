import { Injectable, type PipeTransform } from '@nestjs/common';
import { CurrentUser } from '../../common/auth/auth.decorators.js';
import { Clock } from '../../common/clock/clock.js';
import type { User } from '../users/entities/user.entity.js';
import { type Viewer, viewerOf } from './viewer.js';

/**
 * Turns the request's user into a viewer at the clock's "now". A pipe rather than logic inside the
 * parameter decorator, because a decorator cannot inject: Nest builds the pipe with the module's
 * injector, so it gets the app's Clock (the fixed one in tests) like any service.
 */
@Injectable()
class ViewerPipe implements PipeTransform<User | null, Viewer> {
  constructor(private readonly clock: Clock) {}

  transform(user: User | null): Viewer {
    return viewerOf(user, this.clock.now());
  }
}

/**
 * Who is looking, and when. On a ViewerAware route the user may be null; behind Authenticated or
 * AdminOnly, type the parameter as SignedInViewer.
 */
export const CurrentViewer = () => CurrentUser(ViewerPipe);
