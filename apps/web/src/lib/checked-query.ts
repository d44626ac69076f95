import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { parseServerData } from './server-data';

/**
 * Query options whose answer is checked against its schema before any screen sees it. `load`
 * fetches through the typed client and picks the part to check; `what` names it in the log.
 */
export function checkedQuery<const Key extends QueryKey, Schema extends z.core.$ZodType>(
  queryKey: Key,
  what: string,
  schema: Schema,
  load: () => Promise<unknown>,
) {
  return queryOptions({
    queryKey,
    queryFn: async () => parseServerData(schema, await load(), what),
  });
}

/** The path parameter of an `/{id}` endpoint. */
export const byId = (id: number) => ({ params: { path: { id } } });
