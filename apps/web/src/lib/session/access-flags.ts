import { PSYCHOTHERAPIST_KIT_MARK_ID } from '@/config/constants';
import { apiClient } from '../api-client';
import { isNotFound, unwrap, type FetchResult } from '../api-error';
import { setAccessFlags } from './session-store';

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
    const items = list(await unwrap(request()));
    // Only the list's presence matters here; the pages that show it check each item's shape.
    if (Array.isArray(items)) return items.length > 0;
    console.warn(`[access] ${what} check: the answer holds no list`);
  } catch (error) {
    if (!isNotFound(error)) {
      console.warn(
        `[access] ${what} check failed:`,
        error instanceof Error ? error.message : 'Unknown error',
      );
    }
  }
  return false;
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

/** The follow-up loads after login and at start-up, which decide the account menu's items. */
export async function refreshAccessFlags() {
  // The school list (GET /api/v1/school/user/tariffs) is not in the API contract yet, and any
  // failure to read it means no school item, so the flag stays false until the API serves it;
  // then it is read like the kits, through holdsNonEmptyList and the typed client.
  const isHavePsychotherapist = await checkPsychotherapistAccess();
  setAccessFlags({ isHavePsychotherapist, isHaveSchool: false });
}
