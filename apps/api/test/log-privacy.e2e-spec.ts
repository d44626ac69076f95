import { registerUser, registrationBody } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** A first name / visitor name the test database refuses, to make a real write fail. */
const FAILING_NAME = 'Сбойзаписи';
const CONSTRAINTS = [
  ['users', 'CHK_test_failing_user', 'first_name'],
  ['consultation_requests', 'CHK_test_failing_request', 'name'],
] as const;

describe('logs of failed writes', () => {
  let t: TestApp;
  const lines: string[] = [];
  const logText = () => lines.join('');
  const logEntries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'info' }, { write: (line: string) => lines.push(line) });
    for (const [table, name, column] of CONSTRAINTS) {
      await t.dataSource.query(
        `ALTER TABLE ${table} ADD CONSTRAINT "${name}" CHECK (${column} <> '${FAILING_NAME}')`,
      );
    }
  });
  afterAll(async () => {
    for (const [table, name] of CONSTRAINTS) {
      await t.dataSource.query(`ALTER TABLE ${table} DROP CONSTRAINT IF EXISTS "${name}"`);
    }
    await t.close();
  });
  beforeEach(() => {
    lines.length = 0;
  });

  const expectLogged = (constraint: string) => {
    const entries = logEntries();
    // The failure is in the log: TypeORM's line and the error filter's, both naming the constraint.
    expect(entries).toContainEqual(
      expect.objectContaining({
        context: 'TypeORM',
        msg: 'Query failed',
        database: expect.objectContaining({ code: '23514', constraint }),
        query: expect.stringContaining('INSERT INTO'),
      }),
    );
    expect(entries).toContainEqual(
      expect.objectContaining({
        msg: 'Unhandled error',
        err: expect.objectContaining({ type: 'QueryFailedError', code: '23514', constraint }),
      }),
    );
  };

  it('writes no password hash, login or phone when a registration fails in the database', async () => {
    const body = registrationBody({
      first_name: FAILING_NAME,
      cellphone: '+7 (916) 555 0199',
    });
    const response = await t.http().post('/api/v1/register').send(body).expect(500);
    expect(response.body).toEqual({
      statusCode: 500,
      code: 'INTERNAL_ERROR',
      message: expect.any(String),
    });
    expectLogged('CHK_test_failing_user');
    const text = logText();
    for (const secret of ['$argon2', body.login, '+7(916)5550199', '5550199', body.password]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/"(parameters|detail|driverError)"/);
  });

  it('writes no message text or contact when a consultation request fails in the database', async () => {
    const body = {
      name: FAILING_NAME,
      contact: '+7 916 555-01-77',
      preferred_time: 'после семи вечера',
      message: 'Мне тревожно по ночам, хочу записаться',
      consent: true,
    };
    await t.http().post('/api/v1/consultation-requests').send(body).expect(500);
    expectLogged('CHK_test_failing_request');
    const text = logText();
    for (const secret of [body.message, body.contact, body.preferred_time]) {
      expect(text).not.toContain(secret);
    }
  });

  it('writes no login or password of a GET login', async () => {
    const session = await registerUser(t.http);
    await t
      .http()
      .get('/api/v1/get-token')
      .query({ login: session.login, password: session.password })
      .expect(200);
    expect(lines.length).toBeGreaterThan(0);
    expect(logText()).not.toContain(session.login);
    expect(logText()).not.toContain(session.password);
  });
});
