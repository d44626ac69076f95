import type { RequestParts } from './operation-request.js';
import type { Role, World } from './safety-world.js';

/** What a role gets: any 2xx, or exactly this refusal. */
export type Outcome = 'ok' | 401 | 403 | 404;
export type Expectation = Record<Role, Outcome>;

/** A request valid where the role is allowed; `token` replaces the role's own (null: none). */
export type CellRequest = RequestParts & { token?: string | null };

export interface Declaration {
  /** Tells apart several declarations of one operation, e.g. 'an inactive webinar'. */
  case?: string;
  expect: Expectation;
  /** Built again for each role, so a request that consumes something gets a fresh one. */
  request?: (world: World, role: Role) => CellRequest | Promise<CellRequest>;
  /** An ownership rule the status alone does not show; answers what is wrong, if anything. */
  verify?: (
    body: Record<string, unknown>,
    role: Role,
    world: World,
  ) => string | undefined | Promise<string | undefined>;
}

export const everyone: Expectation = {
  anonymous: 'ok',
  learner: 'ok',
  otherLearner: 'ok',
  admin: 'ok',
};
export const signedIn: Expectation = {
  anonymous: 401,
  learner: 'ok',
  otherLearner: 'ok',
  admin: 'ok',
};
export const adminOnly: Expectation = {
  anonymous: 401,
  learner: 403,
  otherLearner: 403,
  admin: 'ok',
};

/** Someone else's own thing (a payment, an answer) does not exist for the asker, admins included. */
export const notOwnedNotFound: Expectation = {
  anonymous: 401,
  learner: 404,
  otherLearner: 404,
  admin: 404,
};

/** The first page of a paged list. */
export const page = { query: { page: 1, per_page: 20 } };
