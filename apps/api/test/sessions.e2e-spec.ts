import { registerUser, type Session, uniqueEmail } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('sessions and password links', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const logIn = async (session: Session, password = session.password) => {
    const response = await t
      .http()
      .post('/api/v1/get-token')
      .send({ login: session.login, password })
      .expect(200);
    return { Authorization: `Bearer ${response.body.user.api_token as string}` };
  };
  const currentUser = (auth: { Authorization: string }) =>
    t.http().get('/api/v1/user/current').set(auth);
  const tokenCount = async (userId: number) =>
    Number(
      (await t.dataSource.query('SELECT count(*) FROM api_tokens WHERE user_id = $1', [userId]))[0]
        .count,
    );

  describe('changing the password in the profile', () => {
    it('ends every other session of the user and keeps the one that changed it', async () => {
      const session = await registerUser(t.http);
      const phone = await logIn(session);
      const laptop = await logIn(session);
      const stranger = await registerUser(t.http);

      await t
        .http()
        .post('/api/v1/user/update')
        .set(session.auth)
        .send({
          old_password: session.password,
          new_password: 'changed1',
          new_repeated_password: 'changed1',
        })
        .expect(200);

      await currentUser(session.auth).expect(200);
      await currentUser(phone).expect(401);
      await currentUser(laptop).expect(401);
      expect(await tokenCount(session.id)).toBe(1);
      // Nobody else is logged out.
      await currentUser(stranger.auth).expect(200);
    });

    it('keeps every session when the change is refused', async () => {
      const session = await registerUser(t.http);
      const phone = await logIn(session);
      await t
        .http()
        .post('/api/v1/user/update')
        .set(session.auth)
        .send({
          old_password: 'wrong-one',
          new_password: 'changed1',
          new_repeated_password: 'changed1',
        })
        .expect(400);
      await currentUser(phone).expect(200);
      expect(await tokenCount(session.id)).toBe(2);
    });

    it('keeps every session when only profile fields change', async () => {
      const session = await registerUser(t.http);
      const phone = await logIn(session);
      await t
        .http()
        .post('/api/v1/user/update')
        .set(session.auth)
        .send({ city: 'Казань' })
        .expect(200);
      await currentUser(phone).expect(200);
    });
  });

  describe('password links', () => {
    const linkToken = (text: string) => {
      const match = /password-recovery\?token=([\w-]+)/.exec(text);
      if (!match) throw new Error(`no link in: ${text}`);
      return decodeURIComponent(match[1]!);
    };
    const requestLink = (email: string) =>
      t.http().post('/api/v1/generate-link').send({ email }).expect(200);
    const linkCount = async () =>
      Number((await t.dataSource.query('SELECT count(*) FROM password_reset_tokens'))[0].count);
    const recover = (token: string, password: string) =>
      t
        .http()
        .post('/api/v1/password-recover')
        .send({ token, new_password: password, new_retyped_password: password });

    it('answers a known and an unknown e-mail identically, and mails only the known one', async () => {
      const session = await registerUser(t.http);
      const ghost = uniqueEmail('ghost');
      const linksBefore = await linkCount();
      const unknown = await requestLink(ghost);
      const known = await requestLink(session.login);

      expect(known.body).toEqual(unknown.body);
      expect(known.body).toEqual({ message: 'ok' });
      const varying = new Set(['date', 'x-request-id']);
      const headers = (response: typeof known) =>
        Object.entries(response.headers).filter(([name]) => !varying.has(name));
      expect(headers(known)).toEqual(headers(unknown));

      // The letter is made by the queue worker, after the answer.
      const letter = await t.nextMail(session.login);
      expect(letter.subject).toBe('Восстановление пароля');
      await recover(linkToken(letter.text), 'brand-new').expect(200);
      await logIn(session, 'brand-new');
      // Jobs run in order, so the unknown e-mail's job finished before the known one's letter.
      expect(t.outbox().filter((mail) => mail.to === ghost)).toEqual([]);
      expect(await linkCount()).toBe(linksBefore + 1);
    });

    it('finds the account whatever the case and spaces of the typed e-mail', async () => {
      const session = await registerUser(t.http);
      await requestLink(`  ${session.login.toUpperCase()} `);
      await t.nextMail(session.login);
    });

    it('lets only the newest link work once a second one is issued', async () => {
      const session = await registerUser(t.http);
      await requestLink(session.login);
      const first = linkToken((await t.nextMail(session.login)).text);
      await requestLink(session.login);
      const second = linkToken((await t.nextMail(session.login)).text);
      expect(second).not.toBe(first);

      const refused = await recover(first, 'from-first').expect(400);
      expect(refused.body.message).toBe(
        'Ссылка для восстановления пароля недействительна или устарела',
      );
      await recover(second, 'from-second').expect(200);
      await logIn(session, 'from-second');
      await t
        .http()
        .post('/api/v1/get-token')
        .send({ login: session.login, password: 'from-first' })
        .expect(401);
    });
  });
});
