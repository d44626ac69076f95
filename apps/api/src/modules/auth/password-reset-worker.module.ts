import { Module } from '@nestjs/common';
import { MailModule } from '../../infrastructure/mail/mail.module.js';
import { QueueName } from '../../infrastructure/queue/queues.js';
import { PasswordResetLinkProcessor } from './password-reset-link.processor.js';
import { PasswordResetLinksService } from './password-reset-links.service.js';
import { registerQueue } from '../../infrastructure/queue/register-queue.js';

/** The consumer side of generate-link: looks the e-mail up, stores a link and queues the letter. */
@Module({
  imports: [registerQueue(QueueName.PASSWORD_RESET), MailModule],
  providers: [PasswordResetLinksService, PasswordResetLinkProcessor],
})
export class PasswordResetWorkerModule {}
