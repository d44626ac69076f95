import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fetch-stub';
import { buildSchool } from '@/testing/school-fixtures';
import { buildUser } from '@/testing/user-fixture';
import { refreshAccessFlags } from './access-flags';
import { clearSession, getSession, setAccessFlags, startSession } from './session-store';

const noKits = { 'GET /api/v2/user/kits/my': () => ({ body: { kits: [] } }) };

describe('access flags', () => {
  it('shows the psychotherapist item when the user owns a kit marked 1', async () => {
    const { calls } = stubFetch({
      'GET /api/v2/user/kits/my': () => ({ body: { kits: [{ id: 3 }] } }),
      'GET /api/v1/school/user/tariffs': () => ({ body: [] }),
    });
    await refreshAccessFlags();
    expect(getSession().isHavePsychotherapist).toBe(true);
    expect(calls.map((call) => call.path)).toContain('/api/v2/user/kits/my?mark_id=1');
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
    stubFetch({
      'GET /api/v2/user/kits/my': () => answer,
      'GET /api/v1/school/user/tariffs': () => ({ body: [] }),
    });
    await refreshAccessFlags();
    expect(getSession().isHavePsychotherapist).toBe(false);
    expect(warn).toHaveBeenCalledTimes(logged ? 1 : 0);
  });

  it('shows the school item when the school list is a non-empty array', async () => {
    const { calls } = stubFetch({
      ...noKits,
      'GET /api/v1/school/user/tariffs': () => ({ body: [buildSchool()] }),
    });
    await refreshAccessFlags();
    expect(getSession().isHaveSchool).toBe(true);
    expect(localStorage.getItem('isHaveSchool')).toBe('true');
    expect(calls.map((call) => call.path)).toContain('/api/v1/school/user/tariffs');
  });

  it('hides the school item when the school list is empty, without logging', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setAccessFlags({ isHaveSchool: true });
    stubFetch({ ...noKits, 'GET /api/v1/school/user/tariffs': () => ({ body: [] }) });
    await refreshAccessFlags();
    expect(getSession().isHaveSchool).toBe(false);
    expect(localStorage.getItem('isHaveSchool')).toBe('false');
    expect(warn).not.toHaveBeenCalled();
  });

  // Spec §8: the server's message if present; else the validation issues; else the error's message.
  it.each([
    [
      'an error answer: its message',
      { status: 500, body: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Сбой школы' } },
      'Сбой школы',
    ],
    [
      'an error answer without the error shape: the error text',
      { status: 502, body: { oops: true } },
      'HTTP 502',
    ],
    ['a list that is not an array: the validation issues', { body: { schools: [] } }, 'array'],
  ])('hides the school item on %s', async (_case, answer, logged) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setAccessFlags({ isHaveSchool: true });
    stubFetch({ ...noKits, 'GET /api/v1/school/user/tariffs': () => answer });
    await refreshAccessFlags();
    expect(getSession().isHaveSchool).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.join(' ')).toContain('[access] school check failed:');
    expect(warn.mock.calls[0]?.join(' ')).toContain(logged);
  });

  it('hides the school item when the request itself fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setAccessFlags({ isHaveSchool: true });
    stubFetch(noKits);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = input instanceof Request ? input.url : String(input);
        if (url.includes('/school/')) throw new TypeError('Failed to fetch');
        return new Response(JSON.stringify({ kits: [] }), { status: 200 });
      }),
    );
    await refreshAccessFlags();
    expect(getSession().isHaveSchool).toBe(false);
    expect(warn.mock.calls[0]?.join(' ')).toContain('Failed to fetch');
  });

  it('leaves the flags alone when the user logs out while the checks run', async () => {
    startSession(buildUser());
    stubFetch({
      ...noKits,
      'GET /api/v1/school/user/tariffs': () => {
        clearSession();
        return { body: [buildSchool()] };
      },
    });
    await refreshAccessFlags();
    expect(getSession().isHaveSchool).toBe(false);
    expect(localStorage.getItem('isHaveSchool')).toBeNull();
  });
});
