import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fetch-stub';
import { refreshAccessFlags } from './access-flags';
import { getSession, setAccessFlags } from './session-store';

describe('access flags', () => {
  it('shows the psychotherapist item when the user owns a kit marked 1', async () => {
    const { calls } = stubFetch({
      'GET /api/v2/user/kits/my': () => ({ body: { kits: [{ id: 3 }] } }),
    });
    await refreshAccessFlags();
    expect(getSession().isHavePsychotherapist).toBe(true);
    expect(calls.map((call) => call.path)).toEqual(['/api/v2/user/kits/my?mark_id=1']);
  });

  it.each([
    ['no such kit', { status: 200, body: { kits: [] } }, false],
    ['a 404', { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'Нет' } }, false],
    [
      'a server error',
      { status: 500, body: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Сбой' } },
      true,
    ],
    ['an answer without a list', { status: 200, body: { kits: null } }, true],
  ])('hides the psychotherapist item on %s', async (_case, answer, logged) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setAccessFlags({ isHavePsychotherapist: true });
    stubFetch({ 'GET /api/v2/user/kits/my': () => answer });
    await refreshAccessFlags();
    expect(getSession().isHavePsychotherapist).toBe(false);
    expect(warn).toHaveBeenCalledTimes(logged ? 1 : 0);
  });

  it('keeps the school item hidden while the school list is not in the API contract', async () => {
    setAccessFlags({ isHaveSchool: true });
    const { calls } = stubFetch({
      'GET /api/v2/user/kits/my': () => ({ body: { kits: [] } }),
      'GET /api/v1/school/user/tariffs': () => ({ body: [{ id: 1 }] }),
    });
    await refreshAccessFlags();
    expect(getSession().isHaveSchool).toBe(false);
    expect(calls.some((call) => call.path.startsWith('/api/v1/school'))).toBe(false);
  });
});
