import { array, safeParse, type z } from 'zod/mini';

/** A server answer (or stored copy of one) that does not match the shape the screens rely on. */
export class ServerValidationError extends Error {
  constructor(
    readonly what: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(`Server data (${what}) does not match the expected shape`);
    this.name = 'ServerValidationError';
  }
}

/** Logs a mismatch and throws it: screens show the server-validation text instead. */
function rejected(what: string, issues: z.core.$ZodIssue[]): never {
  console.error(`[api] ${what} schema mismatch`, issues);
  throw new ServerValidationError(what, issues);
}

/**
 * Checks server data against a schema before anything uses it; a mismatch is logged and thrown,
 * and screens then show the server-validation text instead of half-shown data.
 */
export function parseServerData<T extends z.core.$ZodType>(
  schema: T,
  data: unknown,
  what: string,
): z.infer<T> {
  const result = safeParse(schema, data);
  return result.success ? result.data : rejected(what, result.error.issues);
}

/** Items of a list checked in one task: a few milliseconds of main thread on a phone. */
export const LIST_SLICE = 50;

/**
 * A list answer checked item by item against `itemSchema` as parseServerData would check the whole
 * array, but `LIST_SLICE` items at a time with `between` awaited in between: the catalog's 300
 * courses were one task of about 20 ms in Chromium, blocking time on Lighthouse's phone. The issues
 * of a mismatch name the item's index in the whole list.
 */
export async function parseServerList<T extends z.core.$ZodType>(
  itemSchema: T,
  data: unknown,
  what: string,
  between: () => Promise<void>,
): Promise<z.infer<T>[]> {
  const slice = array(itemSchema);
  if (!Array.isArray(data)) return parseServerData(slice, data, what);
  const items: z.infer<T>[] = [];
  const issues: z.core.$ZodIssue[] = [];
  for (let start = 0; start < data.length; start += LIST_SLICE) {
    if (start > 0) await between();
    const result = safeParse(slice, data.slice(start, start + LIST_SLICE));
    if (result.success) items.push(...result.data);
    else {
      for (const issue of result.error.issues) {
        const [index, ...rest] = issue.path;
        issues.push({ ...issue, path: [start + Number(index), ...rest] });
      }
    }
  }
  return issues.length > 0 ? rejected(what, issues) : items;
}
