import type { DefaultJobOptions } from 'bullmq';

/** Every queue the product uses, named in one place. */
export const QueueName = {
  MAIL: 'mail',
  PASSWORD_RESET: 'password-reset',
  PAYMENTS: 'payments',
} as const;

/**
 * Jobs the payments worker runs at once. Settle jobs that wait together are settled in one
 * transaction (payments/callback-settle-batches.ts): under load, one batch is settled while the
 * next gathers, each about half of this. A settle job holds a slot only while it waits for its
 * batch, so the slots are many; in the callbacks benchmark 128 settled about a quarter more per
 * second than 32 did.
 */
export const PAYMENTS_CONCURRENCY = 128;

/** Finished jobs are kept for a while for inspection, never without bound. */
export const defaultJobOptions: DefaultJobOptions = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 5_000 },
  removeOnComplete: { age: 24 * 3600, count: 1000 },
  removeOnFail: { age: 7 * 24 * 3600, count: 5000 },
};
