import { safeParse, type z } from 'zod/mini';

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
  if (!result.success) {
    console.error(`[api] ${what} schema mismatch`, result.error.issues);
    throw new ServerValidationError(what, result.error.issues);
  }
  return result.data;
}
