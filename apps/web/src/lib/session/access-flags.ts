// zod/mini, not zod: this file is on every first visit, which classic zod's methods (and its JSON
// Schema code) would grow by 9 KB gzip. Mini is functional: `z.nullable(x)`, `z.optional(x)`,
// `x.check(z.minLength(1))`, `z.extend(schema, {…})`.
import { z } from 'zod/mini';
import { $ZodError } from 'zod/v4/core';
import { PSYCHOTHERAPIST_KIT_MARK_ID } from '@/config/constants';
import { apiClient } from '../api-client';
import { ApiRequestError, isNotFound, unwrap, type FetchResult } from '../api-error';
import { getToken, setAccessFlags } from './session-store';

/** Only the list's presence decides a flag; the pages that show a list check each item's shape. */
const listSchema = z.array(z.unknown());

/**
 * Why a check failed (spec §8): the server's message if present; else the schema issues; else the
 * error's own message; else 'Unknown error'.
 */
function failureText(error: unknown): string {
  if (error instanceof ApiRequestError && error.body?.message) return error.body.message;
  if (error instanceof $ZodError) return JSON.stringify(error.issues);
  if (error instanceof Error && error.message) return error.message;
  return 'Unknown error';
}

/**
 * True when the answer holds a non-empty list. Any failure is false, since a menu item must never
 * appear by mistake; a 404 (nothing to list) is expected and not logged.
 */
async function holdsNonEmptyList<T>(
  what: string,
  request: () => Promise<FetchResult<T>>,
  list: (answer: NonNullable<T>) => unknown,
): Promise<boolean> {
  try {
    return listSchema.parse(list(await unwrap(request()))).length > 0;
  } catch (error) {
    if (!isNotFound(error)) console.warn(`[access] ${what} check failed:`, failureText(error));
    return false;
  }
}

/** True when the user owns a kit marked as the psychotherapist course. */
function checkPsychotherapistAccess(): Promise<boolean> {
  return holdsNonEmptyList(
    'kits',
    () =>
      apiClient.GET('/api/v2/user/kits/my', {
        params: { query: { mark_id: PSYCHOTHERAPIST_KIT_MARK_ID } },
      }),
    (answer) => answer.kits,
  );
}

/** True when the school list (a bare array: the schools the user has access to) is not empty. */
function checkSchoolAccess(): Promise<boolean> {
  return holdsNonEmptyList(
    'school',
    () => apiClient.GET('/api/v1/school/user/tariffs'),
    (answer) => answer,
  );
}

/** The follow-up loads after login and at start-up, which decide the account menu's items. */
export async function refreshAccessFlags() {
  const token = getToken();
  const [isHavePsychotherapist, isHaveSchool] = await Promise.all([
    checkPsychotherapistAccess(),
    checkSchoolAccess(),
  ]);
  // A logout (or another login) while the checks ran: these answers are about the former user.
  if (getToken() !== token) return;
  setAccessFlags({ isHavePsychotherapist, isHaveSchool });
}
