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

  const withWebinarId = (path: string) => path.replace('{id}', String(webinarId));
  const expectNoStore = (response: { headers: Record<string, string> }) =>
    expect(response.headers['cache-control']).toBe('no-store');
  const varyList = (response: { headers: Record<string, string> }) =>
    (response.headers.vary ?? '').split(',').map((value) => value.trim().toLowerCase());

  describe('answers that hand out a token are never stored', () => {
    it('POST and GET get-token, register', async () => {
      const body = registrationBody();
      expectNoStore(await t.http().post('/api/v1/register').send(body).expect(200));
      expectNoStore(
        await t
          .http()
          .post('/api/v1/get-token')
          .send({ login: body.login, password: body.password })
          .expect(200),
      );
      expectNoStore(
        await t
          .http()
          .get('/api/v1/get-token')
          .query({ login: body.login, password: body.password })
          .expect(200),
      );
    });

    it('their errors too', async () => {
      expectNoStore(
        await t
          .http()
          .get('/api/v1/get-token')
          .query({ login: learner.login, password: 'wrong-password' })
          .expect(401),
      );
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
    ])('%s', async (_, path) => {
      const url = withWebinarId(path);
      const response = await t.http().get(url).set(learner.auth).expect(200);
      expectNoStore(response);
      expect(varyList(response)).toContain('authorization');
    });

    it('a profile change', async () => {
      expectNoStore(
        await t
          .http()
          .post('/api/v1/user/update')
          .set(learner.auth)
          .send({ city: 'Сочи' })
          .expect(200),
      );
    });

    it.each([
      ['an unknown token on a protected route', '/api/v1/user/current', 'Bearer not-a-token', 401],
      ['a learner on an admin route', '/api/v2/admin/users', null, 403],
      ['a missing course', '/api/v2/user/webinars/999999', null, 404],
      ['a malformed id', '/api/v2/user/webinars/abc', null, 400],
    ])('and their errors: %s', async (_, url, header, status) => {
      const response = await t
        .http()
        .get(url)
        .set('Authorization', header ?? learner.auth.Authorization)
        .expect(status);
      expectNoStore(response);
    });

    it('an admin answer', async () => {
      const admin = await createAdmin(t.dataSource, t.http);
      expectNoStore(await t.http().get('/api/v2/admin/users').set(admin.auth).expect(200));
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
    ])('%s', async (path) => {
      const url = withWebinarId(path);
      const response = await t.http().get(url).expect(200);
      expect(varyList(response)).toContain('authorization');
      expect(response.headers['cache-control'] ?? '').not.toContain('no-store');
    });

    it('keeps what other parts put in Vary', async () => {
      const response = await t
        .http()
        .get('/api/v2/user/webinars')
        .set('Origin', 'http://shop.test')
        .expect(200);
      expect(varyList(response)).toEqual(expect.arrayContaining(['origin', 'authorization']));
    });
  });
});
