import { Processor } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { QueueWorker } from '../queue/queue-worker.js';
import { QueueName } from '../queue/queues.js';
import type { MailMessage } from './mail-message.js';
import { MailTransport } from './mail-transport.js';

@Processor(QueueName.MAIL)
export class MailProcessor extends QueueWorker {
  constructor(private readonly transport: MailTransport) {
    super();
  }

  async process(job: Job<MailMessage>): Promise<void> {
    await this.transport.send(job.data);
  }
}
