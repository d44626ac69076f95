import { registerUser, type Session } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('current user endpoints', () => {
  let t: TestApp;
  let session: Session;
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(async () => {
    session = await registerUser(t.http);
  });
  afterAll(() => t.close());

  const current = async () =>
    (await t.http().get('/api/v1/user/current').set(session.auth).expect(200)).body.user;

  it.each([
    ['no token', {}],
    ['an empty token', { Authorization: 'Bearer ' }],
    ['an unknown token', { Authorization: 'Bearer not-a-token' }],
  ])('GET /api/v1/user/current with %s is 401', async (_, headers) => {
    const response = await t.http().get('/api/v1/user/current').set(headers).expect(401);
    expect(response.body).toEqual({
      statusCode: 401,
      code: 'UNAUTHORIZED',
      message: 'Необходимо войти в личный кабинет',
    });
  });

  it('returns the user without secrets', async () => {
    const user = await current();
    expect(user).toMatchObject({ id: session.id, login: session.login, roles: ['USER'] });
    expect(Object.keys(user).sort()).toEqual(
      [
        'birth_date',
        'cellphone',
        'city',
        'created_at',
        'email',
        'first_name',
        'id',
        'last_name',
        'login',
        'middle_name',
        'phone',
        'roles',
      ].sort(),
    );
  });

  it('updates the profile fields and clears a field sent as null', async () => {
    const response = await t
      .http()
      .post('/api/v1/user/update')
      .set(session.auth)
      .send({
        first_name: 'Мария',
        middle_name: 'Петровна',
        last_name: 'Соколова',
        phone: '+7 (928) 000 1122',
        birth_date: '1988-03-08',
        city: 'Ставрополь',
      })
      .expect(200);
    expect(response.body.user).toMatchObject({
      first_name: 'Мария',
      middle_name: 'Петровна',
      last_name: 'Соколова',
      birth_date: '1988-03-08',
      city: 'Ставрополь',
    });
    await t.http().post('/api/v1/user/update').set(session.auth).send({ city: null }).expect(200);
    expect(await current()).toMatchObject({ city: null, first_name: 'Мария' });
  });

  it.each([
    ['in the future', '2026-11-23'],
    ['before 1900', '1899-12-31'],
    ['not a date', '1990-02-30'],
  ])('refuses a birth date %s and changes nothing', async (_, birth_date) => {
    const response = await t
      .http()
      .post('/api/v1/user/update')
      .set(session.auth)
      .send({ first_name: 'Изменено', birth_date })
      .expect(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
    expect(response.body.errors.birth_date).toBeDefined();
    expect((await current()).first_name).toBe('Анна');
  });

  it.each([
    ['roles', { roles: ['ADMIN'] }],
    ['login', { login: 'someone@example.com' }],
    ['api_token', { api_token: 'x' }],
  ])('refuses to set %s through the profile', async (field, body) => {
    const response = await t
      .http()
      .post('/api/v1/user/update')
      .set(session.auth)
      .send(body)
      .expect(400);
    expect(response.body.errors[field]).toEqual([`Поле «${field}» не поддерживается`]);
    expect(await current()).toMatchObject({ login: session.login, roles: ['USER'] });
  });

  describe('password change', () => {
    const change = (body: object) =>
      t.http().post('/api/v1/user/update').set(session.auth).send(body);

    it('needs the current password', async () => {
      const response = await change({
        new_password: 'changed1',
        new_repeated_password: 'changed1',
      }).expect(400);
      expect(response.body.errors).toEqual({ old_password: ['Укажите текущий пароль'] });
    });

    it('refuses a wrong current password', async () => {
      const response = await change({
        old_password: 'wrong-one',
        new_password: 'changed1',
        new_repeated_password: 'changed1',
      }).expect(400);
      expect(response.body).toMatchObject({
        code: 'WRONG_OLD_PASSWORD',
        message: 'Текущий пароль указан неверно',
        errors: { old_password: ['Текущий пароль указан неверно'] },
      });
    });

    it('refuses a repeat that does not match, keeping the old password and other fields', async () => {
      const response = await change({
        city: 'Москва',
        old_password: session.password,
        new_password: 'changed1',
        new_repeated_password: 'changed2',
      }).expect(400);
      expect(response.body.errors).toEqual({ new_repeated_password: ['Пароли не совпадают'] });
      expect((await current()).city).toBeNull();
      await t
        .http()
        .post('/api/v1/get-token')
        .send({ login: session.login, password: session.password })
        .expect(200);
    });

    it('changes the password when everything matches', async () => {
      await change({
        old_password: session.password,
        new_password: 'changed1',
        new_repeated_password: 'changed1',
      }).expect(200);
      await t
        .http()
        .post('/api/v1/get-token')
        .send({ login: session.login, password: 'changed1' })
        .expect(200);
      await t
        .http()
        .post('/api/v1/get-token')
        .send({ login: session.login, password: session.password })
        .expect(401);
    });
  });

  it('lists the payments of the user (none yet)', async () => {
    await t
      .http()
      .get('/api/v1/user/current/payments')
      .set(session.auth)
      .expect(200, { payments: [] });
    await t.http().get('/api/v1/user/current/payments').expect(401);
  });
});
