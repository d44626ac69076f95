import { Role } from '../../common/auth/role.js';
import { AccessState, accessState } from '../access/access-rules.js';
import type { User } from '../users/entities/user.entity.js';

/** Who is looking, and when: everything a catalog answer depends on besides the item itself. */
export interface Viewer {
  user: User | null;
  isAdmin: boolean;
  now: Date;
}

/** A viewer on a route that requires a login (Authenticated, AdminOnly): the user is known. */
export type SignedInViewer = Viewer & { user: User };

export function viewerOf(user: User | null, now: Date): Viewer {
  return { user, isAdmin: Boolean(user?.roles.includes(Role.ADMIN)), now };
}

export interface ViewerAccess {
  state: AccessState;
  isOwner: boolean;
  accessExpiresAt: Date | null;
  /** Whether video and material addresses may be shown. */
  seesContent: boolean;
}

export function viewerAccess(
  grant: { expiresAt: Date } | null | undefined,
  viewer: Viewer,
): ViewerAccess {
  const state = viewer.user ? accessState(grant, viewer.now) : AccessState.CAN_BUY;
  return {
    state,
    isOwner: Boolean(viewer.user && grant),
    accessExpiresAt: viewer.user && grant ? grant.expiresAt : null,
    seesContent: viewer.isAdmin || state === AccessState.CAN_VIEW,
  };
}
