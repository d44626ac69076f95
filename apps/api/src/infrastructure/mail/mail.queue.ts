import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { QueueName } from '../queue/queues.js';
import type { MailMessage } from './mail-message.js';

export const SEND_MAIL_JOB = 'send-mail';
/** Several letters in one job: a settled batch of payments owes one receipt each. */
export const SEND_MAILS_JOB = 'send-mails';

export interface MailBatch {
  letters: MailMessage[];
}

/** Letters leave through a job, so an SMTP outage never fails a request and failed sends retry. */
@Injectable()
export class MailQueue {
  constructor(
    @InjectQueue(QueueName.MAIL) private readonly queue: Queue<MailMessage | MailBatch>,
  ) {}

  async enqueue(message: MailMessage): Promise<void> {
    await this.queue.add(SEND_MAIL_JOB, message);
  }

  /**
   * Several letters as one job: one queue round trip for all of them, and one job for the worker to
   * take, where a job each cost a tenth of a payment's settle.
   */
  async enqueueAll(messages: readonly MailMessage[]): Promise<void> {
    if (messages.length === 1) return this.enqueue(messages[0]!);
    await this.queue.add(SEND_MAILS_JOB, { letters: [...messages] });
  }
}
