import { api, expectError, expectOk } from './support/api-client.js';
import { registerUser, type Session, uniqueEmail } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('sessions and password links', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const logInResult = (session: Session, password: string) =>
    api(t).POST('/api/v1/get-token', { body: { login: session.login, password } });
  /** Logs in once more and returns the new session's token. */
  const logIn = async (session: Session, password = session.password) =>
    expectOk(await logInResult(session, password)).user.api_token;
  const currentUser = (token: string) => api(t, { token }).GET('/api/v1/user/current');
  const changePassword = (session: Session, oldPassword: string) =>
    api(t, session).POST('/api/v1/user/update', {
      body: {
        old_password: oldPassword,
        new_password: 'changed1',
        new_repeated_password: 'changed1',
      },
    });
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

      expectOk(await changePassword(session, session.password));

      expectOk(await currentUser(session.token));
      expectError(await currentUser(phone), 401);
      expectError(await currentUser(laptop), 401);
      expect(await tokenCount(session.id)).toBe(1);
      // Nobody else is logged out.
      expectOk(await currentUser(stranger.token));
    });

    it('keeps every session when the change is refused', async () => {
      const session = await registerUser(t.http);
      const phone = await logIn(session);
      expectError(await changePassword(session, 'wrong-one'), 400);
      expectOk(await currentUser(phone));
      expect(await tokenCount(session.id)).toBe(2);
    });

    it('keeps every session when only profile fields change', async () => {
      const session = await registerUser(t.http);
      const phone = await logIn(session);
      expectOk(await api(t, session).POST('/api/v1/user/update', { body: { city: 'Казань' } }));
      expectOk(await currentUser(phone));
    });
  });

  describe('password links', () => {
    const linkToken = (text: string) => {
      const match = /password-recovery\?token=([\w-]+)/.exec(text);
      if (!match) throw new Error(`no link in: ${text}`);
      return decodeURIComponent(match[1]!);
    };
    const requestLink = async (email: string) => {
      const result = await api(t).POST('/api/v1/generate-link', { body: { email } });
      expectOk(result);
      return result;
    };
    const linkCount = async () =>
      Number((await t.dataSource.query('SELECT count(*) FROM password_reset_tokens'))[0].count);
    const recover = (token: string, password: string) =>
      api(t).POST('/api/v1/password-recover', {
        body: { token, new_password: password, new_retyped_password: password },
      });

    it('answers a known and an unknown e-mail identically, and mails only the known one', async () => {
      const session = await registerUser(t.http);
      const ghost = uniqueEmail('ghost');
      const linksBefore = await linkCount();
      const unknown = await requestLink(ghost);
      const known = await requestLink(session.login);

      expect(known.data).toEqual(unknown.data);
      expect(known.data).toEqual({ message: 'ok' });
      const varying = new Set(['date', 'x-request-id']);
      const headers = ({ response }: typeof known) =>
        [...response.headers].filter(([name]) => !varying.has(name));
      expect(headers(known)).toEqual(headers(unknown));

      // The letter is made by the queue worker, after the answer.
      const letter = await t.nextMail(session.login);
      expect(letter.subject).toBe('Восстановление пароля');
      expectOk(await recover(linkToken(letter.text), 'brand-new'));
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

      const refused = expectError(await recover(first, 'from-first'), 400);
      expect(refused.message).toBe('Ссылка для восстановления пароля недействительна или устарела');
      expectOk(await recover(second, 'from-second'));
      await logIn(session, 'from-second');
      expectError(await logInResult(session, 'from-first'), 401);
    });
  });
});
