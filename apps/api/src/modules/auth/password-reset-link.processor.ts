import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { QueueName } from '../../infrastructure/queue/queues.js';
import type { IssueResetLinkJob } from './password-reset-link.queue.js';
import { PasswordResetLinksService } from './password-reset-links.service.js';

@Processor(QueueName.PASSWORD_RESET)
export class PasswordResetLinkProcessor extends WorkerHost {
  constructor(private readonly links: PasswordResetLinksService) {
    super();
  }

  async process(job: Job<IssueResetLinkJob>): Promise<void> {
    await this.links.issue(job.data.email);
  }
}
