import { Module } from '@nestjs/common';
import { APP_CONFIG } from '../config/app-config.js';
import { QueueName } from '../queue/queues.js';
import { MailProcessor } from './mail.processor.js';
import { createMailTransport, MailTransport } from './mail-transport.js';
import { registerQueue } from '../queue/register-queue.js';

/** The consumer side: runs in the worker process, or inside the API when QUEUE_WORKER_IN_API is on. */
@Module({
  imports: [registerQueue(QueueName.MAIL)],
  providers: [
    { provide: MailTransport, inject: [APP_CONFIG], useFactory: createMailTransport },
    MailProcessor,
  ],
})
export class MailWorkerModule {}
