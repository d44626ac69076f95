import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { nextTask } from './next-task';
import { parseServerData, parseServerList } from './server-data';

/** Query options whose answer `check` vets before any screen sees it. */
const vettedQuery = <const Key extends QueryKey, Data>(
  queryKey: Key,
  load: () => Promise<unknown>,
  check: (answer: unknown) => Promise<Data>,
) => queryOptions({ queryKey, queryFn: async () => check(await load()) });

/**
 * Query options whose answer is checked against its schema before any screen sees it. `load`
 * fetches through the typed client and picks the part to check; `what` names it in the log.
 */
export const checkedQuery = <const Key extends QueryKey, Schema extends z.core.$ZodType>(
  queryKey: Key,
  what: string,
  schema: Schema,
  load: () => Promise<unknown>,
) => vettedQuery(queryKey, load, async (answer) => parseServerData(schema, answer, what));

/**
 * The same for an answer that is a list of `itemSchema`, checked a slice of items per task
 * (parseServerList): the catalog's lists run to hundreds of items.
 */
export const checkedListQuery = <const Key extends QueryKey, Item extends z.core.$ZodType>(
  queryKey: Key,
  what: string,
  itemSchema: Item,
  load: () => Promise<unknown>,
) => vettedQuery(queryKey, load, (answer) => parseServerList(itemSchema, answer, what, nextTask));

/** The path parameter of an `/{id}` endpoint. */
export const byId = (id: number) => ({ params: { path: { id } } });
