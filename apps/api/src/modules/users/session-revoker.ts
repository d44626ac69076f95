import type { EntityManager } from 'typeorm';

/**
 * Ends a user's sessions inside the caller's transaction; called whenever a password changes, so
 * whoever holds an old token (a shared computer, a thief) is logged out. The users module declares
 * what it needs and the auth module, which owns the tokens, provides it: users never depends on auth.
 */
export abstract class SessionRevoker {
  /** `keepToken` is the session that made the change itself, which stays logged in. */
  abstract revokeSessions(
    manager: EntityManager,
    userId: number,
    keepToken?: string,
  ): Promise<void>;
}
