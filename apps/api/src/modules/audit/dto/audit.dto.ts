import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { PageMetaDto, PageQueryDto } from '../../../common/dto/page-query.dto.js';
import { IsOptionalNotNull, IsQueryInteger } from '../../../common/validation/decorators.js';
import { MAX_INT4 } from '../../../common/validation/limits.js';
import type { AuditRecord } from '../audit.service.js';
import type { AuditEntry } from '../entities/audit-entry.entity.js';

const entityTypes: AuditRecord['entityType'][] = [
  'user',
  'webinar',
  'kit',
  'certificate',
  'payment',
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
}

export class AuditEntryDto {
  @ApiProperty({ example: 1 })
  id: number;

  @ApiProperty({ type: Number, nullable: true, description: 'The admin; null for the system' })
  actor_id: number | null;

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

export const toAuditEntryDto = (entry: AuditEntry): AuditEntryDto => ({
  id: entry.id,
  actor_id: entry.actorId,
  action: entry.action,
  entity_type: entry.entityType,
  entity_id: entry.entityId,
  details: entry.details,
  reason: entry.reason,
  created_at: entry.createdAt.toISOString(),
});
