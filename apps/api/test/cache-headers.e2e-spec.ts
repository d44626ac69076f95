import type { ApiClient } from '@course-shop/api-client';
import { api, type ApiResult, expectError, expectOk } from './support/api-client.js';
import { createWebinar } from './support/catalog-factories.js';
import { createAdmin, registerUser, registrationBody, type Session } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('cache headers', () => {
  let t: TestApp;
  let learner: Session;
  let webinarId: number;
  beforeAll(async () => {
    t = await createTestApp();
    learner = await registerUser(t.http);
    webinarId = (await createWebinar(t.dataSource)).id;
  });
  afterAll(() => t.close());

  /** The reads the cases below name by path, each through the typed client. */
  const reads = {
    '/api/v1/user/current': (client: ApiClient) => client.GET('/api/v1/user/current'),
    '/api/v1/user/current/payments': (client: ApiClient) =>
      client.GET('/api/v1/user/current/payments'),
    '/api/v2/user/webinars/my': (client: ApiClient) => client.GET('/api/v2/user/webinars/my'),
    '/api/v2/user/webinars': (client: ApiClient) => client.GET('/api/v2/user/webinars'),
    '/api/v2/user/webinars/{id}': (client: ApiClient) =>
      client.GET('/api/v2/user/webinars/{id}', { params: { path: { id: webinarId } } }),
    '/api/v2/user/kits': (client: ApiClient) => client.GET('/api/v2/user/kits'),
    '/api/v1/user/tags': (client: ApiClient) => client.GET('/api/v1/user/tags'),
    '/api/v1/user/feedbacks': (client: ApiClient) => client.GET('/api/v1/user/feedbacks'),
    '/api/v1/user/messages': (client: ApiClient) => client.GET('/api/v1/user/messages'),
    '/api/v1/user/competencies': (client: ApiClient) => client.GET('/api/v1/user/competencies'),
    '/api/v1/user/certificates': (client: ApiClient) => client.GET('/api/v1/user/certificates'),
  } satisfies Record<string, (client: ApiClient) => Promise<ApiResult>>;

  const expectNoStore = ({ response }: ApiResult) =>
    expect(response.headers.get('cache-control')).toBe('no-store');
  const varyList = ({ response }: ApiResult) =>
    (response.headers.get('vary') ?? '').split(',').map((value) => value.trim().toLowerCase());

  describe('answers that hand out a token are never stored', () => {
    it('POST and GET get-token, register', async () => {
      const body = registrationBody();
      const credentials = { login: body.login, password: body.password };
      const answers = [
        await api(t).POST('/api/v1/register', { body }),
        await api(t).POST('/api/v1/get-token', { body: credentials }),
        await api(t).GET('/api/v1/get-token', { params: { query: credentials } }),
      ];
      for (const answer of answers) {
        expectOk(answer);
        expectNoStore(answer);
      }
    });

    it('their errors too', async () => {
      const refused = await api(t).GET('/api/v1/get-token', {
        params: { query: { login: learner.login, password: 'wrong-password' } },
      });
      expectError(refused, 401);
      expectNoStore(refused);
    });
  });

  describe('answers to a request with a token are never stored', () => {
    it.each([
      ['the current user', '/api/v1/user/current'],
      ['the payments', '/api/v1/user/current/payments'],
      ['my courses', '/api/v2/user/webinars/my'],
      ['the catalogue priced for the viewer', '/api/v2/user/webinars'],
      ['a course as the viewer sees it', '/api/v2/user/webinars/{id}'],
      ['the kits', '/api/v2/user/kits'],
      ['a public list', '/api/v1/user/tags'],
    ] as const)('%s', async (_, path) => {
      const answer = await reads[path](api(t, learner));
      expectOk(answer);
      expectNoStore(answer);
      expect(varyList(answer)).toContain('authorization');
    });

    it('a profile change', async () => {
      const answer = await api(t, learner).POST('/api/v1/user/update', { body: { city: 'Сочи' } });
      expectOk(answer);
      expectNoStore(answer);
    });

    it.each([
      [
        'an unknown token on a protected route',
        401,
        () => api(t, { token: 'not-a-token' }).GET('/api/v1/user/current'),
      ],
      ['a learner on an admin route', 403, () => api(t, learner).GET('/api/v2/admin/users')],
      [
        'a missing course',
        404,
        () =>
          api(t, learner).GET('/api/v2/user/webinars/{id}', { params: { path: { id: 999999 } } }),
      ],
    ])('and their errors: %s', async (_, status, read: () => Promise<ApiResult>) => {
      const answer = await read();
      expectError(answer, status);
      expectNoStore(answer);
    });

    // The contract's id is a number: only a raw request can send a malformed one.
    it('and their errors: a malformed id', async () => {
      const response = await t
        .http()
        .get('/api/v2/user/webinars/abc')
        .set(learner.auth)
        .expect(400);
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('an admin answer', async () => {
      const admin = await createAdmin(t.dataSource, t.http);
      const answer = await api(t, admin).GET('/api/v2/admin/users');
      expectOk(answer);
      expectNoStore(answer);
    });
  });

  describe('anonymous catalogue reads may be cached, keyed on Authorization', () => {
    it.each([
      ['/api/v2/user/webinars'],
      ['/api/v2/user/webinars/{id}'],
      ['/api/v2/user/kits'],
      ['/api/v1/user/tags'],
      ['/api/v1/user/feedbacks'],
      ['/api/v1/user/messages'],
      ['/api/v1/user/competencies'],
      ['/api/v1/user/certificates'],
    ] as const)('%s', async (path) => {
      const answer = await reads[path](api(t));
      expectOk(answer);
      expect(varyList(answer)).toContain('authorization');
      expect(answer.response.headers.get('cache-control') ?? '').not.toContain('no-store');
    });

    it('keeps what other parts put in Vary', async () => {
      const answer = await api(t).GET('/api/v2/user/webinars', {
        headers: { Origin: 'http://shop.test' },
      });
      expectOk(answer);
      expect(varyList(answer)).toEqual(expect.arrayContaining(['origin', 'authorization']));
    });
  });
});
