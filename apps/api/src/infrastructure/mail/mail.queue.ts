import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { QueueName } from '../queue/queues.js';
import type { MailMessage } from './mail-message.js';

export const SEND_MAIL_JOB = 'send-mail';

/** Letters leave through a job, so an SMTP outage never fails a request and failed sends retry. */
@Injectable()
export class MailQueue {
  constructor(@InjectQueue(QueueName.MAIL) private readonly queue: Queue<MailMessage>) {}

  async enqueue(message: MailMessage): Promise<void> {
    await this.queue.add(SEND_MAIL_JOB, message);
  }
}
