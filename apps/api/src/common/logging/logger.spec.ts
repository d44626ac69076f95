import { QueryFailedError } from 'typeorm';
import { createRootLogger, PinoNestLogger } from './logger.js';

describe('root logger', () => {
  const capture = () => {
    const lines: string[] = [];
    const logger = createRootLogger('info', { write: (line: string) => lines.push(line) });
    return { logger, text: () => lines.join('') };
  };
  const failedInsert = () =>
    new QueryFailedError(
      'INSERT INTO "users"("login", "password_hash") VALUES ($1, $2)',
      ['anna@example.com', '$argon2id$v=19$…'],
      Object.assign(new Error('duplicate key value violates unique constraint "UQ_users_login"'), {
        code: '23505',
        severity: 'ERROR',
        detail: 'Key (login)=(anna@example.com) already exists.',
      }),
    );

  it.each([
    ['under err', (nest: PinoNestLogger) => nest.error({ err: failedInsert() }, 'Failed', 'Ctx')],
    ['as the message itself', (nest: PinoNestLogger) => nest.error(failedInsert(), 'Ctx')],
  ])('writes a failed statement %s without its values', (_, write) => {
    const { logger, text } = capture();
    write(new PinoNestLogger(logger));
    expect(text()).toContain('UQ_users_login');
    expect(text()).not.toContain('anna@example.com');
    expect(text()).not.toContain('$argon2');
  });

  it('redacts credentials and drops query strings from request lines', () => {
    const { logger, text } = capture();
    logger.info({
      req: { id: '1', method: 'GET', url: '/api/v1/get-token?login=a@b.c&password=secret1' },
      password: 'secret1',
    });
    expect(text()).toContain('/api/v1/get-token');
    expect(text()).not.toContain('secret1');
    expect(text()).not.toContain('a@b.c');
  });
});
