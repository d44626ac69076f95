import { Processor } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { QueueWorker } from '../../infrastructure/queue/queue-worker.js';
import { QueueName } from '../../infrastructure/queue/queues.js';
import type { IssueResetLinkJob } from './password-reset-link.queue.js';
import { PasswordResetLinksService } from './password-reset-links.service.js';

@Processor(QueueName.PASSWORD_RESET)
export class PasswordResetLinkProcessor extends QueueWorker {
  constructor(private readonly links: PasswordResetLinksService) {
    super();
  }

  async process(job: Job<IssueResetLinkJob>): Promise<void> {
    await this.links.issue(job.data.email);
  }
}
