import { afterEach, describe, expect, it } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { unwrap } from '@/lib/api-error';
import { startSession } from '@/lib/session/session-store';
import { stubFetch } from '@/testing/fetch-stub';
import { buildWebinar } from '@/testing/catalog-fixtures';
import { buildUser } from '@/testing/user-fixture';
import { adoptEarlyRead, discardEarlyReads, EARLY_READS_KEY } from './early-reads';

const MY_COURSES = `${window.location.origin}/api/v2/user/webinars/my`;

/** Reads as index.html's first script leaves them. */
function startedReads(...reads: { url: string; token: string; response: Promise<Response> }[]) {
  (globalThis as Record<string, unknown>)[EARLY_READS_KEY] = reads;
}

/** The learner's courses through the app's client, as their page's query asks for them. */
const myCourses = () => unwrap(apiClient.GET('/api/v2/user/webinars/my'));

const request = (url: string, { token = 'token', method = 'GET' } = {}) =>
  new Request(url, { method, headers: { Authorization: `Bearer ${token}` } });

describe('the reads index.html started, taken over by the API client', () => {
  afterEach(() => {
    delete (globalThis as Record<string, unknown>)[EARLY_READS_KEY];
  });

  it('hands a read over once, to a GET of the same URL with the same token', () => {
    const response = Promise.resolve(new Response('{}'));
    startedReads({ url: MY_COURSES, token: 'token', response });
    expect(
      adoptEarlyRead(request(`${window.location.origin}/api/v2/user/kits/my`)),
    ).toBeUndefined();
    expect(adoptEarlyRead(request(MY_COURSES, { token: 'refreshed' }))).toBeUndefined();
    expect(adoptEarlyRead(request(MY_COURSES, { method: 'DELETE' }))).toBeUndefined();
    expect(adoptEarlyRead(request(MY_COURSES))).toBe(response);
    expect(adoptEarlyRead(request(MY_COURSES))).toBeUndefined();
  });

  it('hands nothing over once the start-up is over, so no later request gets the page load’s data', () => {
    startedReads({
      url: MY_COURSES,
      token: 'token',
      response: Promise.resolve(new Response('{}')),
    });
    discardEarlyReads();
    expect(adoptEarlyRead(request(MY_COURSES))).toBeUndefined();
  });

  it('hands nothing over on a page that started none', () => {
    expect(adoptEarlyRead(request(MY_COURSES))).toBeUndefined();
  });

  it('the learner’s courses come from the started read, without a request of their own', async () => {
    startSession(buildUser({ id: 5, api_token: 'token' }));
    const webinars = [buildWebinar({ id: 7 })];
    const response = Promise.resolve(
      new Response(JSON.stringify({ webinars }), {
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    startedReads({ url: MY_COURSES, token: 'token', response });
    const { calls } = stubFetch({});
    await expect(myCourses()).resolves.toEqual({ webinars });
    expect(calls).toEqual([]);
  });

  it('a started read that failed fails the client’s request once; a retry asks the network', async () => {
    startSession(buildUser({ id: 5, api_token: 'token' }));
    const failed = Promise.reject(new TypeError('Failed to fetch'));
    failed.catch(() => {});
    startedReads({ url: MY_COURSES, token: 'token', response: failed });
    stubFetch({ 'GET /api/v2/user/webinars/my': () => ({ body: { webinars: [] } }) });
    await expect(myCourses()).rejects.toThrow('Failed to fetch');
    await expect(myCourses()).resolves.toEqual({ webinars: [] });
  });
});
