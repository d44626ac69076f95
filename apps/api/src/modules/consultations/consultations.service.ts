import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Clock } from '../../common/clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../../infrastructure/config/app-config.js';
import type { MailMessage } from '../../infrastructure/mail/mail-message.js';
import { MailQueue } from '../../infrastructure/mail/mail.queue.js';
import {
  consultationRequestAdminMail,
  consultationRequestConfirmationMail,
} from './consultation-request.mail.js';
import {
  type CreateConsultationRequestDto,
  isEmailContact,
} from './dto/consultation-request.dto.js';
import { ConsultationRequest } from './entities/consultation-request.entity.js';

@Injectable()
export class ConsultationsService {
  private readonly logger = new Logger(ConsultationsService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mail: MailQueue,
    private readonly clock: Clock,
  ) {}

  /** Stores the request, then queues the letters: the owner's, and the visitor's when an e-mail. */
  async create(dto: CreateConsultationRequestDto, userId: number | null): Promise<void> {
    const request = await this.dataSource.transaction((manager) =>
      manager.save(
        manager.create(ConsultationRequest, {
          name: dto.name,
          contact: dto.contact,
          preferredTime: dto.preferred_time || null,
          message: dto.message || null,
          consentAt: this.clock.now(),
          userId,
        }),
      ),
    );
    const letters: MailMessage[] = [];
    if (this.config.adminNotifyEmail) {
      letters.push(consultationRequestAdminMail(this.config.adminNotifyEmail, request));
    } else {
      this.logger.log(
        `Consultation request ${request.id} stored; no letter: ADMIN_NOTIFY_EMAIL and ADMIN_LOGIN are unset`,
      );
    }
    if (isEmailContact(request.contact)) {
      letters.push(consultationRequestConfirmationMail(request.contact, request.name));
    }
    for (const letter of letters) {
      // The request is already stored and listed for the admin: a queue outage must not make the
      // visitor send it again.
      await this.mail
        .enqueue(letter)
        .catch((error: unknown) =>
          this.logger.error(
            { err: error },
            `Letter about consultation request ${request.id} not queued`,
          ),
        );
    }
  }
}
