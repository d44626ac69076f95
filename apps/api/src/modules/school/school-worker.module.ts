import { Module } from '@nestjs/common';
import { MailModule } from '../../infrastructure/mail/mail.module.js';
import { AttemptReviewLetters } from './attempt-review-letters.service.js';
import { AttemptReviewSweeper } from './attempt-review-sweeper.js';

/** The school's part of the queue worker: sends review letters the API could not queue. */
@Module({
  imports: [MailModule],
  providers: [AttemptReviewLetters, AttemptReviewSweeper],
})
export class SchoolWorkerModule {}
