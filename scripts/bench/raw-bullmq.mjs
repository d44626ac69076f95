// The yardstick of the callbacks benchmark: bare BullMQ (the API's own copy, so the same version)
// on the same Redis and PostgreSQL, one job per event, each job one UPDATE. As in the API, producer
// and worker share one process, the job options are the product's, and each event adds its own job
// as it arrives, `addConcurrency` of them at a time.

import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { REPO_ROOT } from '../lib/postgres.mjs';

const QUEUE = 'raw-bench';

async function loadBullmq() {
  const require = createRequire(path.join(REPO_ROOT, 'apps/api/package.json'));
  return import(pathToFileURL(require.resolve('bullmq')).href);
}

/**
 * The bare side of `rounds` rounds: answers `timeRound(round)`, which runs `warmupJobs` untimed
 * jobs, then `jobs` timed ones, through a fresh queue and worker of `workerConcurrency` (as a new
 * deployment starts), and answers the timed jobs per second, from the first add until the last job
 * completed; and `close()`.
 */
export async function rawBullmq(options) {
  const { databaseUrl, redisUrl, prefix, jobs, warmupJobs, rounds, jobOptions } = options;
  const { Queue, Worker } = await loadBullmq();
  const perRound = jobs + warmupJobs;
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  await pool.query(
    `CREATE TABLE raw_bench_jobs (id int PRIMARY KEY, done int NOT NULL DEFAULT 0);
     INSERT INTO raw_bench_jobs (id) SELECT generate_series(1, ${Number(perRound * rounds)})`,
  );

  const timeRound = async (round) => {
    const connection = { url: redisUrl, maxRetriesPerRequest: null };
    const queue = new Queue(QUEUE, { connection, prefix, defaultJobOptions: jobOptions });
    const worker = new Worker(
      QUEUE,
      (job) => pool.query('UPDATE raw_bench_jobs SET done = done + 1 WHERE id = $1', [job.data.id]),
      { connection, prefix, concurrency: options.workerConcurrency },
    );
    let batch;
    worker.on('completed', () => {
      batch.completed += 1;
      if (batch.completed === batch.size) batch.finish(performance.now());
    });
    worker.on('failed', (job, error) => batch.fail(error));

    /** Adds jobs for ids first..last as events would, and waits until all completed. */
    const runBatch = async (first, last) => {
      const done = new Promise((finish, fail) => {
        batch = { size: last - first + 1, completed: 0, finish, fail };
      });
      const started = performance.now();
      let next = first;
      const producer = async () => {
        while (next <= last) {
          const id = next++;
          await queue.add('update', { id }, { jobId: `raw-${id}` });
        }
      };
      await Promise.all(Array.from({ length: options.addConcurrency }, producer));
      return (await done) - started;
    };

    const first = round * perRound + 1;
    try {
      await Promise.all([queue.waitUntilReady(), worker.waitUntilReady()]);
      if (warmupJobs > 0) await runBatch(first, first + warmupJobs - 1);
      const elapsedMs = await runBatch(first + warmupJobs, first + perRound - 1);
      const { rows } = await pool.query(
        'SELECT sum(done)::int AS done FROM raw_bench_jobs WHERE id BETWEEN $1 AND $2',
        [first, first + perRound - 1],
      );
      if (rows[0].done !== perRound) {
        throw new Error(`raw BullMQ, round ${round + 1}: ${rows[0].done} of ${perRound} updates`);
      }
      return (jobs * 1000) / elapsedMs;
    } finally {
      await worker.close();
      await queue.close();
    }
  };

  return { timeRound, close: () => pool.end() };
}
