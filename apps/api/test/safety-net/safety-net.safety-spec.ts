import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseWriteCounter } from '../support/database-write-counter.js';
import { createAdmin, registerUser } from '../support/factories.js';
import { type FakeProviderApis, startFakeProviderApis } from '../support/fake-provider-apis.js';
import { idleQueues } from '../support/idle-queues.js';
import { providerEnv } from '../support/provider-messages.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { unthrottledEnvironment } from '../support/unthrottled.js';
import { AUTHORIZATION_MATRIX } from './authorization-matrix.js';
import { createFuzzTargets } from './fuzz/fuzz-targets.js';
import { FUZZ_ROLES, Fuzzer } from './fuzz/fuzzer.js';
import { readFuzzSettings } from './fuzz/fuzz-settings.js';
import { checkMatrixRow } from './matrix-runner.js';
import { type ApiOperation, loadOperations } from './openapi-operations.js';
import type { ProbeTools } from './probe.js';
import { RawHttpClient } from './raw-http.js';
import { buildWorld, type World } from './safety-world.js';
import { type Failure, failureClass, SafetyReport } from './safety-report.js';
import { ServerErrorLog } from './server-error-log.js';

const operations = loadOperations();
const settings = readFuzzSettings();
const requestsPerOperation = Math.ceil(settings.runs / operations.length);
/** Generous per operation, and growing with FUZZ_RUNS so a long run is only a setting away. */
const fuzzTimeoutMs = 60_000 + requestsPerOperation * 100;
// Deletions go last, so the rows they may remove stay in place for every other operation.
const fuzzOrder = [...operations].sort(
  (a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'),
);
// Each operation and role draws from its own seed, so one operation also replays alone (-t).
const replay = [
  `replay from the repository root: FUZZ_SEED=${settings.seed} FUZZ_RUNS=${settings.runs} node scripts/lib/with-services.mjs -- pnpm --filter @course-shop/api test:safety`,
  `one operation only: add -t 'fuzzer.*<operationId>' at the end`,
].join('\n');
const cases = (list: ApiOperation[]) =>
  list.map((operation) => [operation.operationId, operation] as const);

/** One line per failure class of an operation, for the failing test's message. */
const summarize = (failures: Failure[]) => [...new Set(failures.map(failureClass))];

describe('safety net', () => {
  const report = new SafetyReport();
  const errorLog = new ServerErrorLog();
  let t: TestApp;
  let tools: ProbeTools;
  let world: World;
  let uploadDir: string;
  let providerApis: FakeProviderApis;

  beforeAll(async () => {
    process.stdout.write(
      `\nSafety net: FUZZ_SEED=${settings.seed} FUZZ_RUNS=${settings.runs} (${requestsPerOperation} requests per operation)\n${replay}\n`,
    );
    uploadDir = mkdtempSync(join(tmpdir(), 'safety-net-uploads-'));
    // The providers' server APIs (Tinkoff Init at checkout, the status APIs) are local fakes.
    providerApis = await startFakeProviderApis();
    t = await createTestApp({
      ...unthrottledEnvironment(),
      ...providerEnv(providerApis.url),
      UPLOAD_DIR: uploadDir,
    });
    t.app.useLogger(errorLog);
    await t.app.listen(0, '127.0.0.1');
    const { port } = t.app.getHttpServer().address() as AddressInfo;
    tools = {
      client: new RawHttpClient('127.0.0.1', port),
      counter: await DatabaseWriteCounter.install(t.dataSource),
      errorLog,
      report,
      settle: idleQueues(t.app),
    };
    world = await buildWorld(t);
  }, 60_000);

  afterAll(async () => {
    process.stdout.write(report.render([`seed: ${settings.seed}`, replay]));
    tools?.client.close();
    await t?.close();
    await providerApis?.close();
    rmSync(uploadDir, { recursive: true, force: true });
  });

  describe('authorization matrix', () => {
    it('declares the expected outcome of every operation in openapi.yaml, and of no other', () => {
      const ids = operations.map((operation) => operation.operationId);
      const undeclared = ids.filter((id) => !(id in AUTHORIZATION_MATRIX));
      const stale = Object.keys(AUTHORIZATION_MATRIX).filter((id) => !ids.includes(id));
      expect({ undeclared, stale }).toEqual({ undeclared: [], stale: [] });
    });

    it.each(cases(operations))(
      '%s',
      async (operationId, operation) => {
        const declarations = AUTHORIZATION_MATRIX[operationId];
        if (!declarations) throw new Error(`${operationId} has no entry in AUTHORIZATION_MATRIX`);
        report.operations.add(operationId);
        const problems: string[] = [];
        for (const declaration of [declarations].flat()) {
          problems.push(...(await checkMatrixRow(operation, declaration, world, tools)));
        }
        expect(problems).toEqual([]);
      },
      30_000,
    );
  });

  describe(`fuzzer (FUZZ_SEED=${settings.seed})`, () => {
    let fuzzer: Fuzzer;

    beforeAll(async () => {
      const sessions = {
        learner: await registerUser(t.http),
        admin: await createAdmin(t.dataSource, t.http),
      };
      const targets = await createFuzzTargets(t, world.competence.id, sessions);
      fuzzer = new Fuzzer(tools, targets, sessions, settings.seed, requestsPerOperation);
    });

    it.each(cases(fuzzOrder))(
      '%s',
      async (operationId, operation) => {
        report.operations.add(operationId);
        const declaration = [AUTHORIZATION_MATRIX[operationId] ?? []].flat()[0];
        const allowed = FUZZ_ROLES.filter((role) => declaration?.expect[role] === 'ok');
        expect(summarize(await fuzzer.fuzz(operation, allowed))).toEqual([]);
      },
      fuzzTimeoutMs,
    );

    it(`sent at least FUZZ_RUNS=${settings.runs} malformed requests`, () => {
      expect(report.fuzzRequests).toBeGreaterThanOrEqual(settings.runs);
    });
  });
});
