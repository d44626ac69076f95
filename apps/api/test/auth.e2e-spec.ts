import { createHash } from 'node:crypto';
import { registerUser, registrationBody, uniqueEmail } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('auth endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const countUsers = async (login: string) =>
    Number(
      (await t.dataSource.query('SELECT count(*) FROM users WHERE login = $1', [login]))[0].count,
    );

  describe('POST /api/v1/register', () => {
    it('creates a learner, logs them in and normalises login and cellphone', async () => {
      const body = registrationBody({ login: `  ${uniqueEmail().toUpperCase()} ` });
      const response = await t.http().post('/api/v1/register').send(body).expect(200);
      const user = response.body.user;
      const login = body.login.trim().toLowerCase();
      expect(user).toMatchObject({
        login,
        email: login,
        cellphone: '+7(999)1234567',
        first_name: 'Анна',
        last_name: 'Иванова',
        roles: ['USER'],
      });
      expect(user.api_token).toEqual(expect.any(String));
      expect(user).not.toHaveProperty('password_hash');
      expect(user).not.toHaveProperty('passwordHash');
      await t
        .http()
        .get('/api/v1/user/current')
        .set('Authorization', `Bearer ${user.api_token}`)
        .expect(200);
    });

    it('stores only a SHA-256 of the token and an argon2id hash of the password', async () => {
      const session = await registerUser(t.http);
      const [token] = await t.dataSource.query(
        'SELECT token_hash FROM api_tokens WHERE user_id = $1',
        [session.id],
      );
      expect(token.token_hash).toBe(createHash('sha256').update(session.token).digest('hex'));
      const [user] = await t.dataSource.query('SELECT password_hash FROM users WHERE id = $1', [
        session.id,
      ]);
      expect(user.password_hash).toMatch(/^\$argon2id\$/);
    });

    it.each([
      ['login', { login: 'not-an-email' }, 'Некорректный email'],
      ['login', { login: '' }, 'Email обязателен'],
      ['password', { password: '12345' }, 'Пароль должен быть не менее 6 символов'],
      ['cellphone', { cellphone: '' }, 'Обязательно для заполнения'],
      ['cellphone', { cellphone: '12' }, 'Некорректный номер телефона'],
      ['first_name', { first_name: 'Ан' }, 'Обязательно для заполнения'],
      ['last_name', { last_name: undefined }, 'Обязательно для заполнения'],
    ])(
      'refuses a bad %s with the spec message and creates nothing',
      async (field, override, message) => {
        const body = registrationBody(override);
        const response = await t.http().post('/api/v1/register').send(body).expect(400);
        expect(response.body).toMatchObject({
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message,
        });
        expect(response.body.errors[field]).toContain(message);
        if (typeof body.login === 'string' && body.login)
          expect(await countUsers(body.login)).toBe(0);
      },
    );

    it('refuses fields it does not know (no mass assignment of roles)', async () => {
      const body = registrationBody({ roles: ['ADMIN'] });
      const response = await t.http().post('/api/v1/register').send(body).expect(400);
      expect(response.body.errors.roles).toEqual(['Поле «roles» не поддерживается']);
      expect(await countUsers(body.login)).toBe(0);
    });

    it('answers 409 when the login is taken, keeping the first account', async () => {
      const first = await registerUser(t.http);
      const response = await t
        .http()
        .post('/api/v1/register')
        .send(registrationBody({ login: first.login, first_name: 'Другое' }))
        .expect(409);
      expect(response.body).toMatchObject({
        code: 'LOGIN_TAKEN',
        message: 'Пользователь с таким email уже зарегистрирован',
      });
      expect(await countUsers(first.login)).toBe(1);
    });
  });

  describe('get-token', () => {
    it('logs in by POST body and by GET query, each with a new token', async () => {
      const session = await registerUser(t.http);
      const byPost = await t
        .http()
        .post('/api/v1/get-token')
        .send({ login: session.login.toUpperCase(), password: session.password })
        .expect(200);
      const byGet = await t
        .http()
        .get('/api/v1/get-token')
        .query({ login: session.login, password: session.password })
        .expect(200);
      expect(byPost.body.user.id).toBe(session.id);
      expect(byGet.body.user.id).toBe(session.id);
      expect(
        new Set([session.token, byPost.body.user.api_token, byGet.body.user.api_token]).size,
      ).toBe(3);
    });

    it('gives the same answer for a wrong password and an unknown login', async () => {
      const session = await registerUser(t.http);
      const wrongPassword = await t
        .http()
        .post('/api/v1/get-token')
        .send({ login: session.login, password: 'wrong-password' })
        .expect(401);
      const unknownLogin = await t
        .http()
        .post('/api/v1/get-token')
        .send({ login: uniqueEmail('nobody'), password: 'wrong-password' })
        .expect(401);
      expect(wrongPassword.body).toEqual(unknownLogin.body);
      expect(wrongPassword.body).toEqual({
        statusCode: 401,
        code: 'INVALID_CREDENTIALS',
        message: 'Неверный email или пароль',
      });
    });

    it('validates the body with Russian messages', async () => {
      const response = await t
        .http()
        .post('/api/v1/get-token')
        .send({ login: 'x', password: '1' })
        .expect(400);
      expect(response.body.errors).toMatchObject({
        login: ['Email обязателен'],
        password: ['Пароль должен быть не менее 6 символов'],
      });
    });
  });

  describe('POST /api/v1/logout', () => {
    it('revokes only the token it was called with', async () => {
      const session = await registerUser(t.http);
      const second = await t
        .http()
        .post('/api/v1/get-token')
        .send({ login: session.login, password: session.password })
        .expect(200);
      await t.http().post('/api/v1/logout').set(session.auth).expect(200, { message: 'ok' });
      await t.http().get('/api/v1/user/current').set(session.auth).expect(401);
      await t
        .http()
        .get('/api/v1/user/current')
        .set('Authorization', `Bearer ${second.body.user.api_token}`)
        .expect(200);
    });

    it('needs a token', async () => {
      const response = await t.http().post('/api/v1/logout').expect(401);
      expect(response.body.code).toBe('UNAUTHORIZED');
    });
  });

  describe('password recovery', () => {
    const linkToken = (text: string) => {
      const match = /password-recovery\?token=([\w-]+)/.exec(text);
      if (!match) throw new Error(`no link in: ${text}`);
      return decodeURIComponent(match[1]!);
    };

    it('answers ok for an unknown e-mail and sends nothing', async () => {
      const ghost = uniqueEmail('ghost');
      const known = await registerUser(t.http);
      await t
        .http()
        .post('/api/v1/generate-link')
        .send({ email: ghost })
        .expect(200, { message: 'ok' });
      await t
        .http()
        .post('/api/v1/generate-link')
        .send({ email: known.login })
        .expect(200, { message: 'ok' });
      // One worker takes letters in order, so once the later letter is out, the earlier would be too.
      await t.nextMail(known.login);
      expect(t.outbox().filter((letter) => letter.to === ghost)).toEqual([]);
    });

    it('mails a Russian letter with a single-use link that resets the password and revokes sessions', async () => {
      const session = await registerUser(t.http);
      await t
        .http()
        .post('/api/v1/generate-link')
        .send({ email: session.login })
        .expect(200, { message: 'ok' });
      const letter = await t.nextMail(session.login);
      expect(letter.subject).toBe('Восстановление пароля');
      expect(letter.text).toContain('http://shop.test/password-recovery?token=');
      const token = linkToken(letter.text);
      const [stored] = await t.dataSource.query(
        'SELECT token_hash FROM password_reset_tokens WHERE user_id = $1',
        [session.id],
      );
      expect(stored.token_hash).not.toBe(token);

      await t
        .http()
        .post('/api/v1/password-recover')
        .send({ token, new_password: 'brand-new', new_retyped_password: 'brand-new' })
        .expect(200, { message: 'ok' });
      await t.http().get('/api/v1/user/current').set(session.auth).expect(401);
      await t
        .http()
        .post('/api/v1/get-token')
        .send({ login: session.login, password: session.password })
        .expect(401);
      await t
        .http()
        .post('/api/v1/get-token')
        .send({ login: session.login, password: 'brand-new' })
        .expect(200);

      const reuse = await t
        .http()
        .post('/api/v1/password-recover')
        .send({ token, new_password: 'another1', new_retyped_password: 'another1' })
        .expect(400);
      expect(reuse.body).toMatchObject({
        code: 'INVALID_RESET_TOKEN',
        message: 'Ссылка для восстановления пароля недействительна или устарела',
      });
    });

    it('refuses a link older than 60 minutes', async () => {
      const session = await registerUser(t.http);
      await t.http().post('/api/v1/generate-link').send({ email: session.login }).expect(200);
      const token = linkToken((await t.nextMail(session.login)).text);
      t.clock.advance(60 * 60 * 1000 + 1);
      await t
        .http()
        .post('/api/v1/password-recover')
        .send({ token, new_password: 'brand-new', new_retyped_password: 'brand-new' })
        .expect(400);
      await t
        .http()
        .post('/api/v1/get-token')
        .send({ login: session.login, password: session.password })
        .expect(200);
    });

    it('refuses mismatched passwords without using up the link', async () => {
      const session = await registerUser(t.http);
      await t.http().post('/api/v1/generate-link').send({ email: session.login }).expect(200);
      const token = linkToken((await t.nextMail(session.login)).text);
      const mismatch = await t
        .http()
        .post('/api/v1/password-recover')
        .send({ token, new_password: 'brand-new', new_retyped_password: 'brand-old' })
        .expect(400);
      expect(mismatch.body.errors).toEqual({ new_retyped_password: ['Пароли не совпадают'] });
      await t
        .http()
        .post('/api/v1/password-recover')
        .send({ token, new_password: 'brand-new', new_retyped_password: 'brand-new' })
        .expect(200);
    });

    it('validates generate-link input', async () => {
      const response = await t
        .http()
        .post('/api/v1/generate-link')
        .send({ email: 'nope' })
        .expect(400);
      expect(response.body.message).toBe('Email обязателен');
    });
  });
});
