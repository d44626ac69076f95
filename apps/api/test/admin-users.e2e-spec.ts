import { createAdmin, registerUser, type Session, uniqueEmail } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('admin users endpoints', () => {
  let t: TestApp;
  let admin: Session;
  let learner: Session;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t.dataSource, t.http);
    learner = await registerUser(t.http, { first_name: 'Светлана', last_name: 'Коваленко' });
  });
  afterAll(() => t.close());

  describe('access', () => {
    it.each([
      ['GET', '/api/v2/admin/users'],
      ['POST', '/api/v2/admin/users'],
      ['GET', '/api/v2/admin/users/1'],
      ['POST', '/api/v2/admin/users/1/update'],
    ])('%s %s is 401 anonymous and 403 for a learner', async (method, path) => {
      const call = () => (method === 'GET' ? t.http().get(path) : t.http().post(path).send({}));
      await call().expect(401);
      const forbidden = await call().set(learner.auth).expect(403);
      expect(forbidden.body).toEqual({
        statusCode: 403,
        code: 'FORBIDDEN',
        message: 'У вас нет доступа к этой странице',
      });
    });
  });

  describe('GET /api/v2/admin/users', () => {
    it('pages the users newest first with totals', async () => {
      const page = await t
        .http()
        .get('/api/v2/admin/users')
        .query({ per_page: 1 })
        .set(admin.auth)
        .expect(200);
      expect(page.body).toMatchObject({ page: 1, per_page: 1, total: expect.any(Number) });
      expect(page.body.users).toHaveLength(1);
      expect(page.body.users[0].id).toBe(learner.id);
      expect(page.body.total).toBeGreaterThanOrEqual(2);
      expect(page.body.users[0]).not.toHaveProperty('api_token');
    });

    it('searches by name, login and phone, case-insensitively', async () => {
      for (const search of ['светлана', 'КОВАЛЕНКО', learner.login.slice(0, 12), '(999)123']) {
        const response = await t
          .http()
          .get('/api/v2/admin/users')
          .query({ search })
          .set(admin.auth)
          .expect(200);
        expect(response.body.users.map((user: { id: number }) => user.id)).toContain(learner.id);
      }
      const none = await t
        .http()
        .get('/api/v2/admin/users')
        .query({ search: '100%_' })
        .set(admin.auth)
        .expect(200);
      expect(none.body).toMatchObject({ users: [], total: 0 });
    });

    it.each([{ page: 0 }, { per_page: 101 }, { per_page: 'many' }, { unknown: 1 }])(
      'refuses bad paging %j',
      async (query) => {
        const response = await t
          .http()
          .get('/api/v2/admin/users')
          .query(query)
          .set(admin.auth)
          .expect(400);
        expect(response.body.code).toBe('VALIDATION_FAILED');
        expect(response.body.message).toMatch(/[а-яА-Я]/);
      },
    );
  });

  describe('POST /api/v2/admin/users', () => {
    it('creates a user with roles who can then log in', async () => {
      const login = uniqueEmail('created');
      const created = await t
        .http()
        .post('/api/v2/admin/users')
        .set(admin.auth)
        .send({ login, password: 'secret1', first_name: 'Ирина', roles: ['USER', 'ADMIN'] })
        .expect(201);
      expect(created.body.user).toMatchObject({
        login,
        email: login,
        first_name: 'Ирина',
        roles: ['USER', 'ADMIN'],
      });
      await t.http().post('/api/v1/get-token').send({ login, password: 'secret1' }).expect(200);
    });

    it('refuses a taken login and bad input without writing', async () => {
      await t
        .http()
        .post('/api/v2/admin/users')
        .set(admin.auth)
        .send({ login: learner.login, password: 'secret1' })
        .expect(409);
      const login = uniqueEmail('bad');
      const bad = await t
        .http()
        .post('/api/v2/admin/users')
        .set(admin.auth)
        .send({ login, password: 'secret1', roles: ['OWNER'] })
        .expect(400);
      expect(bad.body.message).toBe('Роли должны быть из списка: ADMIN, USER');
      const search = await t
        .http()
        .get('/api/v2/admin/users')
        .query({ search: login })
        .set(admin.auth);
      expect(search.body.total).toBe(0);
    });
  });

  describe('GET /api/v2/admin/users/{id}', () => {
    it('reads a user', async () => {
      const response = await t
        .http()
        .get(`/api/v2/admin/users/${learner.id}`)
        .set(admin.auth)
        .expect(200);
      expect(response.body.user).toMatchObject({ id: learner.id, login: learner.login });
    });

    it('is 404 for a missing user and 400 for a bad id', async () => {
      const missing = await t.http().get('/api/v2/admin/users/999999').set(admin.auth).expect(404);
      expect(missing.body).toMatchObject({
        code: 'USER_NOT_FOUND',
        message: 'Пользователь не найден',
      });
      const bad = await t.http().get('/api/v2/admin/users/abc').set(admin.auth).expect(400);
      expect(bad.body.message).toBe('Некорректный идентификатор');
    });
  });

  describe('POST /api/v2/admin/users/{id}/update', () => {
    it('grants and withdraws the admin role', async () => {
      const target = await registerUser(t.http);
      const granted = await t
        .http()
        .post(`/api/v2/admin/users/${target.id}/update`)
        .set(admin.auth)
        .send({ roles: ['USER', 'ADMIN'] })
        .expect(200);
      expect(granted.body.user.roles).toEqual(['USER', 'ADMIN']);
      await t.http().get('/api/v2/admin/users').set(target.auth).expect(200);
      await t
        .http()
        .post(`/api/v2/admin/users/${target.id}/update`)
        .set(admin.auth)
        .send({ roles: ['USER'] })
        .expect(200);
      await t.http().get('/api/v2/admin/users').set(target.auth).expect(403);
    });

    it('sets a new password and ends the user’s sessions', async () => {
      const target = await registerUser(t.http);
      await t
        .http()
        .post(`/api/v2/admin/users/${target.id}/update`)
        .set(admin.auth)
        .send({ password: 'by-admin1', city: 'Пятигорск' })
        .expect(200);
      await t.http().get('/api/v1/user/current').set(target.auth).expect(401);
      await t
        .http()
        .post('/api/v1/get-token')
        .send({ login: target.login, password: 'by-admin1' })
        .expect(200);
    });

    it('refuses to take the admin role from oneself', async () => {
      const response = await t
        .http()
        .post(`/api/v2/admin/users/${admin.id}/update`)
        .set(admin.auth)
        .send({ roles: ['USER'] })
        .expect(409);
      expect(response.body).toMatchObject({
        code: 'CANNOT_REVOKE_OWN_ADMIN',
        message: 'Нельзя снять роль администратора с самого себя',
      });
      await t.http().get('/api/v2/admin/users').set(admin.auth).expect(200);
    });

    it('refuses a login that belongs to someone else, changing nothing', async () => {
      const target = await registerUser(t.http);
      await t
        .http()
        .post(`/api/v2/admin/users/${target.id}/update`)
        .set(admin.auth)
        .send({ login: learner.login, first_name: 'Подмена' })
        .expect(409);
      const after = await t
        .http()
        .get(`/api/v2/admin/users/${target.id}`)
        .set(admin.auth)
        .expect(200);
      expect(after.body.user).toMatchObject({ login: target.login, first_name: 'Анна' });
    });

    it.each([
      [{ roles: [] }, 'Нужна хотя бы одна роль'],
      [{ roles: 'ADMIN' }, 'Роли должны быть из списка: ADMIN, USER'],
      [{ password: '123' }, 'Пароль должен быть не менее 6 символов'],
      [{ login: 'nope' }, 'Email обязателен'],
      [
        { birth_date: '3000-01-01' },
        'Дата рождения должна быть не раньше 01.01.1900 и не позже сегодняшнего дня',
      ],
      [{ password_hash: 'x' }, 'Поле «password_hash» не поддерживается'],
    ])('refuses %j with a Russian message', async (body, message) => {
      const response = await t
        .http()
        .post(`/api/v2/admin/users/${learner.id}/update`)
        .set(admin.auth)
        .send(body)
        .expect(400);
      expect(response.body.message).toBe(message);
    });

    it('is 404 for a missing user', async () => {
      await t
        .http()
        .post('/api/v2/admin/users/999999/update')
        .set(admin.auth)
        .send({ city: 'Сочи' })
        .expect(404);
    });
  });
});
