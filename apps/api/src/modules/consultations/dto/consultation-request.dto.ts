import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  Equals,
  IsBoolean,
  isEmail,
  IsString,
  MaxLength,
  MinLength,
  ValidateBy,
} from 'class-validator';
import { PageMetaDto, PageQueryDto } from '../../../common/dto/page-query.dto.js';
import { IsOptionalText, IsQueryBoolean } from '../../../common/validation/decorators.js';
import type { ConsultationRequest } from '../entities/consultation-request.entity.js';

const contactMessage = 'Укажите телефон или email';
const nameMessage = 'Укажите имя: от 2 до 255 символов';

/** An e-mail, or a phone of 10 to 15 digits written with spaces, dashes, brackets and a leading +. */
export function isContact(value: unknown): boolean {
  if (typeof value !== 'string' || value.length > 255) return false;
  if (value.includes('@')) return isEmail(value);
  const digits = value.replace(/\D/g, '').length;
  return /^\+?[\d\s()-]+$/.test(value) && digits >= 10 && digits <= 15;
}

export const isEmailContact = (contact: string) => contact.includes('@') && isEmail(contact);

export class CreateConsultationRequestDto {
  @ApiProperty({ example: 'Анна', minLength: 2, maxLength: 255 })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @MaxLength(255, { message: nameMessage })
  @MinLength(2, { message: nameMessage })
  @IsString({ message: nameMessage })
  name: string;

  @ApiProperty({
    example: '+7 (999) 123-45-67',
    description: 'An e-mail, or a phone of 10 to 15 digits',
  })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @ValidateBy(
    { name: 'isContact', validator: { validate: isContact } },
    { message: contactMessage },
  )
  contact: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Будни после 18:00' })
  @IsOptionalText(255)
  preferred_time?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 2000 })
  @IsOptionalText(2000)
  message?: string | null;

  @ApiProperty({ example: true, description: 'Consent to the processing of personal data' })
  @Equals(true, { message: 'Необходимо согласие на обработку данных' })
  consent: boolean;
}

export class ConsultationRequestDto {
  @ApiProperty({ example: 1 })
  id: number;

  @ApiProperty({ example: 'Анна' })
  name: string;

  @ApiProperty({ example: '+7 (999) 123-45-67' })
  contact: string;

  @ApiProperty({ type: String, nullable: true })
  preferred_time: string | null;

  @ApiProperty({ type: String, nullable: true })
  message: string | null;

  @ApiProperty({ type: Number, nullable: true, description: 'The account, when sent logged in' })
  user_id: number | null;

  @ApiProperty({ example: '2026-11-21T09:00:00.000Z' })
  consent_at: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '2026-11-22T12:00:00.000Z',
    description: 'When an admin marked it done; null: still waiting',
  })
  done_at: string | null;

  @ApiProperty({ example: '2026-11-21T09:00:00.000Z' })
  created_at: string;
}

export class ConsultationRequestResponseDto {
  @ApiProperty({ type: ConsultationRequestDto })
  consultation_request: ConsultationRequestDto;
}

export class ConsultationRequestsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({
    enum: ['true', 'false'],
    description: 'true: done only; false: waiting only; absent: all',
  })
  @IsQueryBoolean('done')
  done?: boolean;
}

export class UpdateConsultationRequestDto {
  @ApiProperty({
    example: true,
    description: 'true: mark done (keeps the first done_at); false: back to waiting',
  })
  @IsBoolean({ message: 'done: true или false' })
  done: boolean;
}

export class ConsultationRequestsPageDto extends PageMetaDto {
  @ApiProperty({ type: ConsultationRequestDto, isArray: true })
  consultation_requests: ConsultationRequestDto[];
}

export const toConsultationRequestDto = (request: ConsultationRequest): ConsultationRequestDto => ({
  id: request.id,
  name: request.name,
  contact: request.contact,
  preferred_time: request.preferredTime,
  message: request.message,
  user_id: request.userId,
  consent_at: request.consentAt.toISOString(),
  done_at: request.doneAt?.toISOString() ?? null,
  created_at: request.createdAt.toISOString(),
});
