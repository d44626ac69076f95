/**
 * ICU's root locale. ILIKE and lower() fold case by the database's LC_CTYPE, and under 'C' (what a
 * cluster initialised without a system locale gets) they fold only ASCII: 'Светлана' ILIKE
 * '%светлана%' is false there. Naming the collation makes the match Unicode-aware on every server
 * built with ICU (PostgreSQL's packages and images, and the embedded server).
 */
const UNICODE_COLLATION = '"und-x-icu"';

/** A LIKE pattern matching `search` anywhere, with the LIKE wildcards escaped. */
export const containsPattern = (search: string) =>
  `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * SQL that is true when `column` contains the pattern bound as `:parameter` (see containsPattern),
 * ignoring case in any script whatever the database's locale.
 */
export const containsIgnoringCase = (column: string, parameter: string) =>
  `(${column} COLLATE ${UNICODE_COLLATION}) ILIKE :${parameter}`;
