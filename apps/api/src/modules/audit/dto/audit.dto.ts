import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { SHOP_TIME_ZONE } from '../../../common/clock/shop-time-zone.js';
import { PageMetaDto, PageQueryDto } from '../../../common/dto/page-query.dto.js';
import {
  IsDateTime,
  IsLaterThan,
  IsOptionalNotNull,
  IsQueryInteger,
} from '../../../common/validation/decorators.js';
import { MAX_INT4 } from '../../../common/validation/limits.js';
import type { AuditRecord } from '../audit.service.js';
import type { AuditEntry } from '../entities/audit-entry.entity.js';

const entityTypes: AuditRecord['entityType'][] = [
  'user',
  'webinar',
  'kit',
  'certificate',
  'payment',
  'consultation_request',
];

export class AuditQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: entityTypes, example: 'webinar' })
  @IsOptionalNotNull()
  @IsIn(entityTypes, { message: `entity_type должен быть одним из: ${entityTypes.join(', ')}` })
  entity_type?: AuditRecord['entityType'];

  @ApiPropertyOptional({ example: 12 })
  @IsOptionalNotNull()
  @IsQueryInteger(1, MAX_INT4, 'entity_id должен быть целым положительным числом')
  entity_id?: number;

  @ApiPropertyOptional({ example: 1, description: 'Only what this admin did' })
  @IsOptionalNotNull()
  @IsQueryInteger(1, MAX_INT4, 'actor_id должен быть целым положительным числом')
  actor_id?: number;

  @ApiPropertyOptional({
    example: '2026-11-01',
    description: `Made at or after this ISO 8601 date-time, or from the start of this day (${SHOP_TIME_ZONE})`,
  })
  @IsOptionalNotNull()
  @IsDateTime()
  from?: string;

  @ApiPropertyOptional({
    example: '2026-11-30',
    description: `Made before this ISO 8601 date-time, or before the end of this day (${SHOP_TIME_ZONE}); not earlier than from`,
  })
  @IsOptionalNotNull()
  @IsDateTime()
  @IsLaterThan('from', 'Конец периода должен быть позже начала', { orSame: true })
  to?: string;
}

/** Who made an entry, as the log shows them. */
export class AuditActorDto {
  @ApiProperty({ example: 1 })
  id: number;

  @ApiProperty({ example: 'admin@example.com' })
  login: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Иванова Анна',
    description: 'Last and first name; null when neither is filled in',
  })
  name: string | null;
}

export class AuditEntryDto {
  @ApiProperty({ example: 1 })
  id: number;

  @ApiProperty({ type: Number, nullable: true, description: 'The admin; null for the system' })
  actor_id: number | null;

  @ApiProperty({
    type: AuditActorDto,
    nullable: true,
    description: 'The admin; null for the system or an account since deleted',
  })
  actor: AuditActorDto | null;

  @ApiProperty({ example: 'webinar.price.change' })
  action: string;

  @ApiProperty({ example: 'webinar' })
  entity_type: string;

  @ApiProperty({ example: 12 })
  entity_id: number;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    example: { old: { price: 4900, price_azn: 98 }, new: { price: 3900, price_azn: 78 } },
  })
  details: Record<string, unknown>;

  @ApiProperty({ type: String, nullable: true })
  reason: string | null;

  @ApiProperty({ example: '2026-11-21T09:00:00.000Z' })
  created_at: string;
}

export class AuditPageDto extends PageMetaDto {
  @ApiProperty({ type: AuditEntryDto, isArray: true })
  entries: AuditEntryDto[];
}

/** The few user columns an audit line shows of its actor (read by table name: audit must not import users). */
export interface AuditActorRow {
  id: number;
  login: string;
  first_name: string | null;
  last_name: string | null;
}

export const toAuditActorDto = (actor: AuditActorRow): AuditActorDto => ({
  id: actor.id,
  login: actor.login,
  name: [actor.last_name, actor.first_name].filter(Boolean).join(' ') || null,
});

export const toAuditEntryDto = (
  entry: AuditEntry,
  actor: AuditActorRow | undefined,
): AuditEntryDto => ({
  id: entry.id,
  actor_id: entry.actorId,
  actor: actor ? toAuditActorDto(actor) : null,
  action: entry.action,
  entity_type: entry.entityType,
  entity_id: entry.entityId,
  details: entry.details,
  reason: entry.reason,
  created_at: entry.createdAt.toISOString(),
});
