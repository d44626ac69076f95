import { AccessGrant } from './modules/access/entities/access-grant.entity.js';
import { AuditEntry } from './modules/audit/entities/audit-entry.entity.js';
import { ApiToken } from './modules/auth/entities/api-token.entity.js';
import { PasswordResetToken } from './modules/auth/entities/password-reset-token.entity.js';
import { Certificate } from './modules/certificates/entities/certificate.entity.js';
import { ConsultationRequest } from './modules/consultations/entities/consultation-request.entity.js';
import { Competence } from './modules/content/entities/competence.entity.js';
import { Feedback } from './modules/content/entities/feedback.entity.js';
import { Message } from './modules/content/entities/message.entity.js';
import { KitCustomPrice } from './modules/kits/entities/kit-custom-price.entity.js';
import { KitWebinar } from './modules/kits/entities/kit-webinar.entity.js';
import { Kit } from './modules/kits/entities/kit.entity.js';
import { PaymentCallback } from './modules/payments/entities/payment-callback.entity.js';
import { PaymentEvent } from './modules/payments/entities/payment-event.entity.js';
import { PaymentGrant } from './modules/payments/entities/payment-grant.entity.js';
import { Payment } from './modules/payments/entities/payment.entity.js';
import { Answer } from './modules/school/entities/answer.entity.js';
import { Attempt } from './modules/school/entities/attempt.entity.js';
import { Exercise } from './modules/school/entities/exercise.entity.js';
import { Lesson } from './modules/school/entities/lesson.entity.js';
import { Question } from './modules/school/entities/question.entity.js';
import { School } from './modules/school/entities/school.entity.js';
import { Tariff } from './modules/school/entities/tariff.entity.js';
import { UserTariff } from './modules/school/entities/user-tariff.entity.js';
import { User } from './modules/users/entities/user.entity.js';
import { Tag } from './modules/webinars/entities/tag.entity.js';
import { WebinarCustomPrice } from './modules/webinars/entities/webinar-custom-price.entity.js';
import { WebinarTag } from './modules/webinars/entities/webinar-tag.entity.js';
import { Webinar } from './modules/webinars/entities/webinar.entity.js';

/**
 * Every entity, listed once: the app, the CLI and the drift test share this list. It sits at the
 * composition root because it names every module, which the database infrastructure must not.
 */
export const entities = [
  User,
  ApiToken,
  PasswordResetToken,
  Tag,
  WebinarTag,
  Webinar,
  WebinarCustomPrice,
  Kit,
  KitWebinar,
  KitCustomPrice,
  AccessGrant,
  AuditEntry,
  Certificate,
  Competence,
  Feedback,
  Message,
  ConsultationRequest,
  Payment,
  PaymentCallback,
  PaymentEvent,
  PaymentGrant,
  School,
  Tariff,
  UserTariff,
  Exercise,
  Lesson,
  Question,
  Attempt,
  Answer,
];
