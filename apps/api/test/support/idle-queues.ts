import type { INestApplicationContext } from '@nestjs/common';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { QueueName } from '../../src/infrastructure/queue/queues.js';

const POLL_MS = 5;

/**
 * Resolves once no queue of the app has a job waiting, running or scheduled, so the writes a job
 * makes are over before a test reads the database. Throws when they are still going after `limitMs`.
 */
export function idleQueues(app: INestApplicationContext, limitMs = 15_000): () => Promise<void> {
  const queues = Object.values(QueueName).map((name) =>
    app.get<Queue>(getQueueToken(name), { strict: false }),
  );
  return async () => {
    const deadline = Date.now() + limitMs;
    for (;;) {
      const pending = await Promise.all(
        queues.map(async (queue) => {
          const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
          // The next run of a repeatable job (reconciliation) always waits; it is not work in flight.
          if (counts.delayed) {
            counts.delayed = await oneOffDelayed(queue);
            // A retry whose backoff ended between the two reads has left the delayed set for
            // waiting or active, which the first read saw empty: look at those again.
            Object.assign(counts, await queue.getJobCounts('waiting', 'active', 'prioritized'));
          }
          const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
          return total > 0 ? `${queue.name}: ${JSON.stringify(counts)}` : undefined;
        }),
      );
      const busy = pending.filter(Boolean);
      if (busy.length === 0) return;
      if (Date.now() > deadline) throw new Error(`Queues still busy: ${busy.join('; ')}`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  };
}

async function oneOffDelayed(queue: Queue): Promise<number> {
  const delayed = await queue.getDelayed();
  return delayed.filter((job) => !job.repeatJobKey).length;
}
