import { PSYCHOTHERAPIST_KIT_MARK_ID } from '@/config/constants';
import { apiClient, fetchUntyped } from '../api-client';
import { setAccessFlags } from './session-store';

function describeFailure(status: number, body: unknown) {
  const message =
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { message?: unknown }).message === 'string'
      ? (body as { message: string }).message
      : `HTTP ${status}`;
  return message;
}

/** True when the user owns a kit marked 1 (decisions.md §3); any failure, including 404, is false. */
export async function checkPsychotherapistAccess(): Promise<boolean> {
  try {
    const { data, error, response } = await apiClient.GET('/api/v2/user/kits/my', {
      params: { query: { mark_id: PSYCHOTHERAPIST_KIT_MARK_ID } },
    });
    if (!response.ok || error !== undefined) {
      if (response.status !== 404)
        console.warn('[access] kits check failed:', describeFailure(response.status, error));
      return false;
    }
    // Only the list's presence matters here; the account pages check each kit's shape.
    const kits: unknown = (data as { kits?: unknown } | undefined)?.kits;
    if (!Array.isArray(kits)) {
      console.warn('[access] kits check: kits must be an array');
      return false;
    }
    return kits.length > 0;
  } catch (error) {
    console.warn(
      '[access] kits check failed:',
      error instanceof Error ? error.message : 'Unknown error',
    );
    return false;
  }
}

/** True when the school list is a non-empty array (spec §4); false on any failure. */
export async function checkSchoolAccess(): Promise<boolean> {
  try {
    const { status, body } = await fetchUntyped('/api/v1/school/user/tariffs');
    if (status !== 200) {
      if (status !== 404)
        console.warn('[access] school check failed:', describeFailure(status, body));
      return false;
    }
    return Array.isArray(body) && body.length > 0;
  } catch (error) {
    console.warn(
      '[access] school check failed:',
      error instanceof Error ? error.message : 'Unknown error',
    );
    return false;
  }
}

/** The two follow-up loads after login and at start-up. */
export async function refreshAccessFlags() {
  const [isHavePsychotherapist, isHaveSchool] = await Promise.all([
    checkPsychotherapistAccess(),
    checkSchoolAccess(),
  ]);
  setAccessFlags({ isHavePsychotherapist, isHaveSchool });
}
