import { QueryRunnerAlreadyReleasedError } from 'typeorm';
import { queryRows } from '../src/infrastructure/database/pooled-query.js';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('Statements run as prepared statements', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('prepares a statement with parameters once on the transaction connection and reuses it', async () => {
    const sql = 'SELECT $1::int + 1 AS next';
    const prepared = await t.dataSource.transaction(async (manager) => {
      const answers = [
        await queryRows<{ next: number }>(manager, sql, [1]),
        await queryRows<{ next: number }>(manager, sql, [41]),
      ];
      expect(answers).toEqual([[{ next: 2 }], [{ next: 42 }]]);
      return queryRows<{ name: string }>(
        manager,
        'SELECT name FROM pg_prepared_statements WHERE statement = $1',
        [sql],
      );
    });
    expect(prepared).toEqual([{ name: expect.stringMatching(/^app_\d+$/) }]);
  });

  it('answers the rows of an UPDATE as of any other statement, in a transaction or not', async () => {
    const sql = 'UPDATE users SET updated_at = updated_at WHERE id = $1 RETURNING id';
    expect(await queryRows(t.dataSource.manager, sql, [-1])).toEqual([]);
    await t.dataSource.transaction(async (manager) => {
      expect(await queryRows(manager, sql, [-1])).toEqual([]);
    });
  });

  it('refuses a released query runner, whose connection is back in the pool', async () => {
    const runner = t.dataSource.createQueryRunner();
    await runner.connect();
    await runner.release();
    await expect(queryRows(runner.manager, 'SELECT $1::int AS n', [1])).rejects.toBeInstanceOf(
      QueryRunnerAlreadyReleasedError,
    );
  });

  it('runs a statement without parameters unprepared', async () => {
    expect(await queryRows(t.dataSource.manager, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });
});
