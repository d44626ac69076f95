import { QueryFailedError } from 'typeorm';
import { maskDatabaseMessage, maskSqlLiterals, serializeError } from './error-serializer.js';

/** What node-postgres throws for a check violation on INSERT INTO users. */
function postgresError(message: string, fields: Record<string, unknown>) {
  return Object.assign(new Error(message), {
    severity: 'ERROR',
    code: '23514',
    table: 'users',
    constraint: 'CHK_users_test',
    detail:
      'Failing row contains (7, anna@example.com, $argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA, +7(999)1234567).',
    where: 'SQL statement "INSERT …" with anna@example.com',
    ...fields,
  });
}

const secrets = ['anna@example.com', '$argon2id', '+7(999)1234567', 'Мне тревожно'];

const expectNoSecrets = (logged: unknown) => {
  const text = JSON.stringify(logged);
  for (const secret of secrets) expect(text).not.toContain(secret);
};

describe('error serializer', () => {
  const parameters = [
    'anna@example.com',
    '$argon2id$v=19$m=19456…',
    '+7(999)1234567',
    'Мне тревожно',
  ];

  it('writes a failed statement without its parameters or the failing row', () => {
    const driverError = postgresError(
      'new row for relation "users" violates check constraint "CHK_users_test"',
      {},
    );
    const error = new QueryFailedError(
      'INSERT INTO "users"("login", "password_hash", "cellphone", "message") VALUES ($1, $2, $3, $4)',
      parameters,
      driverError,
    );
    const logged = serializeError(error) as Record<string, unknown>;
    expectNoSecrets(logged);
    expect(logged).toMatchObject({
      type: 'QueryFailedError',
      message: 'new row for relation "users" violates check constraint "CHK_users_test"',
      code: '23514',
      table: 'users',
      constraint: 'CHK_users_test',
      query: expect.stringContaining('INSERT INTO "users"'),
    });
    expect(logged).not.toHaveProperty('parameters');
    expect(logged).not.toHaveProperty('driverError');
    expect(logged).not.toHaveProperty('detail');
  });

  it('blanks a value quoted in the message, in the stack too', () => {
    const error = new QueryFailedError(
      'SELECT 1',
      [],
      postgresError('invalid input syntax for type integer: "anna@example.com"', { code: '22P02' }),
    );
    const logged = serializeError(error) as Record<string, string>;
    expectNoSecrets(logged);
    expect(logged.message).toBe('invalid input syntax for type integer: "…"');
    expect(logged.stack).toContain('invalid input syntax for type integer: "…"');
  });

  it('cleans a database error wrapped in another error, as a cause or a property', () => {
    const failed = new QueryFailedError('INSERT …', parameters, postgresError('boom', {}));
    const wrapped = Object.assign(new Error('Saving failed', { cause: failed }), {
      original: failed,
      detail: 'Key (login)=(anna@example.com) already exists.',
    });
    const logged = serializeError(wrapped) as Record<string, unknown>;
    expectNoSecrets(logged);
    expect(logged).toMatchObject({
      message: 'Saving failed',
      cause: { type: 'QueryFailedError', code: '23514' },
      original: { type: 'QueryFailedError', code: '23514' },
    });
    expect(logged).not.toHaveProperty('detail');
  });

  it('keeps the useful fields of ordinary errors', () => {
    const error = Object.assign(new Error('Provider unavailable'), { statusCode: 503 });
    expect(serializeError(error)).toMatchObject({
      type: 'Error',
      message: 'Provider unavailable',
      statusCode: 503,
      stack: expect.stringContaining('Provider unavailable'),
    });
    expect(serializeError('plain text')).toBe('plain text');
  });

  it.each([
    ['invalid input value for enum role: "SUPERUSER"', 'invalid input value for enum role: "…"'],
    [
      'value "99999999999" is out of range for type integer',
      'value "…" is out of range for type integer',
    ],
    [
      'duplicate key value violates unique constraint "UQ_users_login"',
      'duplicate key value violates unique constraint "UQ_users_login"',
    ],
    [
      'null value in column "login" of relation "users" violates not-null constraint',
      'null value in column "login" of relation "users" violates not-null constraint',
    ],
  ])('masks values, not names, in %j', (message, masked) => {
    expect(maskDatabaseMessage(message)).toBe(masked);
  });

  it('blanks string literals in SQL', () => {
    expect(
      maskSqlLiterals(`SELECT * FROM users WHERE login = 'o''hara@example.com' AND id = $1`),
    ).toBe(`SELECT * FROM users WHERE login = '…' AND id = $1`);
  });
});
