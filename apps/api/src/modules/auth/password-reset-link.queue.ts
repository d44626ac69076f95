import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { QueueName } from '../../infrastructure/queue/queues.js';

export const ISSUE_RESET_LINK_JOB = 'issue-reset-link';

/**
 * The e-mail as typed (already trimmed and lower-cased by the request DTO). It cannot be a user id:
 * looking the user up while answering would make a known e-mail measurably slower than an unknown one.
 */
export interface IssueResetLinkJob {
  email: string;
}

/** What generate-link does in the request: the same single queue write for every e-mail. */
@Injectable()
export class PasswordResetLinkQueue {
  constructor(
    @InjectQueue(QueueName.PASSWORD_RESET) private readonly queue: Queue<IssueResetLinkJob>,
  ) {}

  async enqueue(email: string): Promise<void> {
    // Dropped once done: a finished job would only keep an e-mail address lying in Redis.
    await this.queue.add(ISSUE_RESET_LINK_JOB, { email }, { removeOnComplete: true });
  }
}
