import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { QueueName } from '../queue/queues.js';
import type { MailMessage } from './mail-message.js';
import { MailTransport } from './mail-transport.js';

@Processor(QueueName.MAIL)
export class MailProcessor extends WorkerHost {
  constructor(private readonly transport: MailTransport) {
    super();
  }

  async process(job: Job<MailMessage>): Promise<void> {
    await this.transport.send(job.data);
  }
}
