import type { Role } from './role.js';

/** What the guards need to know of the user a request comes from. */
export interface AuthenticatedUser {
  id: number;
  roles: Role[];
}

/**
 * Turns a bearer token into its user. The guards depend on this port rather than on the module that
 * stores tokens, so protecting a route ties a module to nothing but `common/`; the auth module
 * provides the implementation app-wide.
 */
export abstract class BearerTokenVerifier {
  /** The token's user, or null for an unknown or revoked token. */
  abstract verify(token: string): Promise<AuthenticatedUser | null>;
}
