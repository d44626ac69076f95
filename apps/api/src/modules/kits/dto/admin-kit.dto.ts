import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsString, Max, MaxLength, Min } from 'class-validator';
import { PageMetaDto } from '../../../common/dto/page-query.dto.js';
import {
  IsIdList,
  IsOptionalNotNull,
  IsOptionalNullable,
} from '../../../common/validation/decorators.js';
import {
  adminCatalogDtos,
  CatalogItemFieldsDto,
  toAdminOnlyFields,
} from '../../catalog/dto/admin-catalog.dto.js';
import type { KitRecord } from '../kit-query.js';
import { KitCustomPriceDto, KitDto, toKitCustomPriceDto } from './kit.dto.js';

/** Every editable field but title and list prices, optional in both create and update. */
class KitFieldsDto extends CatalogItemFieldsDto {
  @ApiPropertyOptional({
    example: 'Комплект видеокурсов для практикующих психологов.',
    description: 'Blank is allowed; null is not',
  })
  @IsOptionalNotNull()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @MaxLength(20_000, { message: 'Значение не должно превышать 20000 символов' })
  @IsString({ message: 'Значение должно быть строкой' })
  description?: string;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    example: 1,
    description: "1 marks 'Психотерапевт 21 века'",
  })
  @IsOptionalNullable()
  @Min(1, { message: 'mark_id должен быть целым числом' })
  @Max(1_000_000, { message: 'mark_id должен быть целым числом' })
  @IsInt({ message: 'mark_id должен быть целым числом' })
  mark_id?: number | null;

  @ApiPropertyOptional({
    type: Number,
    isArray: true,
    example: [4, 2, 7],
    description: 'The courses of the kit in this order; replaces the previous list',
  })
  @IsOptionalNotNull()
  @IsIdList()
  webinar_ids?: number[];
}

const kitDtos = adminCatalogDtos(
  { fields: KitFieldsDto, listed: KitDto, window: KitCustomPriceDto },
  { title: 'Психотерапевт 21 века', price: 19900, price_azn: 398 },
);

export class CreateKitDto extends kitDtos.Create {}

export class UpdateKitDto extends kitDtos.Update {}

export class AdminKitDto extends kitDtos.Admin {}

export class AdminKitResponseDto {
  @ApiProperty({ type: AdminKitDto })
  kit: AdminKitDto;
}

export class KitsPageDto extends PageMetaDto {
  @ApiProperty({ type: KitDto, isArray: true })
  kits: KitDto[];
}

export const toAdminKitDto = (kit: KitRecord, dto: KitDto): AdminKitDto => ({
  ...dto,
  ...toAdminOnlyFields(kit, toKitCustomPriceDto),
});
