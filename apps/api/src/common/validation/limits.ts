/** The largest value of PostgreSQL's `integer`: ids and counters beyond it would fail in the query. */
export const MAX_INT4 = 2_147_483_647;

/** The last page a list can be asked for; keeps the offset far inside `integer` at 100 per page. */
export const MAX_PAGE = 1_000_000;

/** Deeper than any form of ours nests; a hostile body cannot exhaust the stack of the transformer. */
export const MAX_JSON_DEPTH = 32;
