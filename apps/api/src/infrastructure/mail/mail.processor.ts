import { Processor } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { QueueWorker } from '../queue/queue-worker.js';
import { QueueName } from '../queue/queues.js';
import type { MailMessage } from './mail-message.js';
import { MailTransport } from './mail-transport.js';
import { type MailBatch, SEND_MAILS_JOB } from './mail.queue.js';

@Processor(QueueName.MAIL)
export class MailProcessor extends QueueWorker {
  constructor(private readonly transport: MailTransport) {
    super();
  }

  async process(job: Job<MailMessage | MailBatch>): Promise<void> {
    if (job.name === SEND_MAILS_JOB) return this.sendAll(job as Job<MailBatch>);
    await this.transport.send(job.data as MailMessage);
  }

  /** Sends the letters in order; when one fails, the job keeps only the unsent ones for its retry. */
  private async sendAll(job: Job<MailBatch>): Promise<void> {
    const { letters } = job.data;
    for (const [index, letter] of letters.entries()) {
      try {
        await this.transport.send(letter);
      } catch (error) {
        if (index > 0) await job.updateData({ letters: letters.slice(index) });
        throw error;
      }
    }
  }
}
