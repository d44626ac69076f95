import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { DataSource } from 'typeorm';
import { DatabaseWriteCounter, writeKey } from '../support/database-write-counter.js';
import { baseRequest, type FuzzTargets } from './fuzz/base-request.js';
import { fuzzCases } from './fuzz/fuzz-cases.js';
import { assembleRequest } from './fuzz/fuzz-request.js';
import { requestsPerRole } from './fuzz/fuzzer.js';
import { loadOperations } from './openapi-operations.js';
import { parseJson, type RawResponse } from './raw-http.js';
import { inspectResponse } from './response-checks.js';

/** The net must catch what it is meant to catch, or a green run means nothing. */
describe('safety net self-check', () => {
  const answer = (status: number, body: unknown, contentType = 'application/json'): RawResponse => {
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    return { status, headers: { 'content-type': contentType }, text, json: parseJson(text) };
  };
  const violations = (response: RawResponse) =>
    inspectResponse(response).map((finding) => finding.violation);

  describe('response checks', () => {
    it('passes a contract error and an ordinary answer', () => {
      const refusal = { statusCode: 403, code: 'FORBIDDEN', message: 'У вас нет доступа' };
      expect(violations(answer(403, refusal))).toEqual([]);
      expect(violations(answer(200, { webinars: [{ title: 'Курс', price: 4900 }] }))).toEqual([]);
    });

    it.each([
      ['a 5xx', answer(502, { statusCode: 502, code: 'BAD_GATEWAY', message: 'Ошибка' })],
      [
        'Fastify’s own error body',
        answer(400, { statusCode: 400, error: 'Bad Request', message: 'Client Error' }),
      ],
      [
        'an English message',
        answer(400, { statusCode: 400, code: 'VALIDATION_FAILED', message: 'Validation failed' }),
      ],
      [
        'a status that differs from the body',
        answer(404, { statusCode: 400, code: 'NOT_FOUND', message: 'Нет' }),
      ],
      ['a non-JSON error', answer(431, '', 'text/plain')],
      ['a stack trace', answer(200, { e: 'Error: x\n    at Foo.bar (/app/src/foo.ts:12:7)' })],
      [
        'SQL',
        answer(409, {
          statusCode: 409,
          code: 'CONFLICT',
          message: 'Ошибка: SELECT "id" FROM "users"',
        }),
      ],
      [
        'a PostgreSQL error',
        answer(400, {
          statusCode: 400,
          code: 'X',
          message: 'Ошибка: relation "users" does not exist',
        }),
      ],
      ['a QueryFailedError', answer(200, { name: 'QueryFailedError' })],
    ])('flags %s', (_, response) => {
      expect(violations(response).length).toBeGreaterThan(0);
    });
  });

  describe('database write counter', () => {
    let dataSource: DataSource;
    let counter: DatabaseWriteCounter;

    beforeAll(async () => {
      dataSource = new DataSource({ type: 'postgres', url: process.env.E2E_DATABASE_URL });
      await dataSource.initialize();
      await dataSource.query(
        'CREATE TABLE IF NOT EXISTS safety_self_check (id serial PRIMARY KEY, name text)',
      );
      counter = await DatabaseWriteCounter.install(dataSource);
    });
    afterAll(async () => {
      await dataSource.query('DROP TABLE IF EXISTS safety_self_check');
      await dataSource.destroy();
    });

    const writesDuring = async (work: () => Promise<unknown>) => {
      const before = await counter.read();
      await work().catch(() => undefined);
      return DatabaseWriteCounter.difference(before, await counter.read());
    };

    it('counts the rows inserted, updated and deleted, per table and statement', async () => {
      expect(
        await writesDuring(async () => {
          await dataSource.query(`INSERT INTO safety_self_check (name) VALUES ('а'), ('б')`);
          await dataSource.query(`UPDATE safety_self_check SET name = 'в' WHERE name = 'а'`);
          await dataSource.query(`DELETE FROM safety_self_check`);
        }),
      ).toEqual({
        [writeKey('safety_self_check', 'insert')]: 2,
        [writeKey('safety_self_check', 'update')]: 1,
        [writeKey('safety_self_check', 'delete')]: 2,
      });
    });

    it('ignores statements that touch no row and transactions that roll back', async () => {
      expect(
        await writesDuring(async () => {
          await dataSource.query(`UPDATE safety_self_check SET name = 'г' WHERE false`);
          await dataSource.transaction(async (manager) => {
            await manager.query(`INSERT INTO safety_self_check (name) VALUES ('д')`);
            throw new Error('rolled back');
          });
        }),
      ).toEqual({});
    });
  });

  describe('fuzz cases', () => {
    const operations = loadOperations();
    const targets: FuzzTargets = {
      webinarId: 1,
      kitId: 2,
      certificateId: 3,
      competenceId: 4,
      userId: 5,
      paymentId: 6,
      school: {
        schoolId: 7,
        tariffId: 8,
        exerciseId: 9,
        lessonId: 10,
        questionId: 11,
        answering: { exerciseId: 12, questionId: 13 },
        attemptId: 14,
        answerId: 15,
      },
    };
    const sample = (seed: number, numRuns: number) =>
      operations.flatMap((operation) =>
        fc
          .sample(fuzzCases(operation, baseRequest(operation, targets)), { seed, numRuns })
          .map((fuzzCase) => ({ operation, fuzzCase })),
      );

    it('are the same for the same seed and differ for another', () => {
      // Compared by digest: deep equality over multi-megabyte bodies would take minutes.
      const requests = (seed: number) =>
        sample(seed, 3).map(({ operation, fuzzCase }) => {
          const request = assembleRequest(
            operation,
            baseRequest(operation, targets),
            fuzzCase,
            'token',
          );
          return createHash('sha256')
            .update(JSON.stringify([request.method, request.path, request.headers]))
            .update(request.body ?? '')
            .digest('hex');
        });
      expect(requests(7)).toEqual(requests(7));
      expect(requests(7)).not.toEqual(requests(8));
    });

    it.each([
      [['admin'] as const, { anonymous: 9, learner: 9, admin: 81 }],
      [['learner', 'admin'] as const, { anonymous: 9, learner: 45, admin: 45 }],
      [['anonymous', 'learner', 'admin'] as const, { anonymous: 33, learner: 33, admin: 33 }],
    ])('give most of an operation’s requests to the roles it lets in (%j)', (allowed, shares) => {
      expect(requestsPerRole(99, allowed)).toEqual(shares);
    });

    it('cover every kind of malformed input the net promises', () => {
      const kindsSeen = sample(11, 20).map(({ fuzzCase }) => fuzzCase.kind.split(' ← '));
      const kinds = new Set(kindsSeen.map(([kind]) => kind));
      for (const kind of [
        'body field',
        'body without a required field',
        'body with an unknown field',
        'broken JSON',
        'wrong content type',
        'malformed path id',
        'query parameter',
        'oversized header',
      ]) {
        expect(kinds).toContain(kind);
      }
      const families = new Set(kindsSeen.map(([, family]) => family));
      for (const family of ['string with NUL', 'huge number', 'deeply nested', 'bad date']) {
        expect(families).toContain(family);
      }
    });
  });
});
