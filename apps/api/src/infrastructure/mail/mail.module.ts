import { Module } from '@nestjs/common';
import { QueueName } from '../queue/queues.js';
import { MailQueue } from './mail.queue.js';
import { registerQueue } from '../queue/register-queue.js';

/** The producer side: what request handlers use to send a letter. */
@Module({
  imports: [registerQueue(QueueName.MAIL)],
  providers: [MailQueue],
  exports: [MailQueue],
})
export class MailModule {}
