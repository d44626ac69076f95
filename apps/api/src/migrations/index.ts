import { Initial1795236871334 } from './1795236871334-Initial.js';

/** Migrations in the order they run; `pnpm --filter @course-shop/api migration:generate Name` appends here. */
export const migrations = [Initial1795236871334];
