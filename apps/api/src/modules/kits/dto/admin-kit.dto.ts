import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { PageMetaDto } from '../../../common/dto/page-query.dto.js';
import {
  IsIdList,
  IsMoney,
  IsOptionalNotNull,
  IsTitle,
  IsUrlOrPath,
} from '../../../common/validation/decorators.js';
import type { Kit } from '../entities/kit.entity.js';
import { KitCustomPriceDto, KitDto, toKitCustomPriceDto } from './kit.dto.js';

/** Every editable field but title and prices, optional in both create and update. */
class KitFieldsDto {
  @ApiPropertyOptional({ example: 'Комплект видеокурсов для практикующих психологов.' })
  @IsOptionalNotNull()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @MaxLength(20_000, { message: 'Значение не должно превышать 20000 символов' })
  @IsString({ message: 'Значение должно быть строкой' })
  description?: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: '/uploads/images/3f2a….jpg' })
  @IsUrlOrPath(500)
  image?: string | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    example: 1,
    description: "1 marks 'Психотерапевт 21 века'",
  })
  @ValidateIf((_, value) => value !== undefined && value !== null)
  @Min(1, { message: 'mark_id должен быть целым числом' })
  @Max(1_000_000, { message: 'mark_id должен быть целым числом' })
  @IsInt({ message: 'mark_id должен быть целым числом' })
  mark_id?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, example: 1, description: 'null: last' })
  @ValidateIf((_, value) => value !== undefined && value !== null)
  @Min(0, { message: 'Порядок не может быть отрицательным' })
  @Max(1_000_000, { message: 'Порядок не должен превышать 1000000' })
  @IsInt({ message: 'Порядок должен быть целым числом' })
  sort?: number | null;

  @ApiPropertyOptional({ example: true })
  @IsOptionalNotNull()
  @IsBoolean({ message: 'is_active должен быть true или false' })
  is_active?: boolean;

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

export class CreateKitDto extends KitFieldsDto {
  @ApiProperty({ example: 'Психотерапевт 21 века', maxLength: 255 })
  @IsTitle()
  title: string;

  @ApiProperty({ example: 19900, minimum: 0, description: 'Roubles, two decimals at most' })
  @IsMoney()
  price: number;

  @ApiProperty({ example: 398, minimum: 0, description: 'Manats; 0 hides the foreign-card button' })
  @IsMoney()
  price_azn: number;
}

export class UpdateKitDto extends KitFieldsDto {
  @ApiPropertyOptional({ example: 'Психотерапевт 21 века', maxLength: 255 })
  @IsOptionalNotNull()
  @IsTitle()
  title?: string;

  @ApiPropertyOptional({ example: 19900, minimum: 0 })
  @IsOptionalNotNull()
  @IsMoney()
  price?: number;

  @ApiPropertyOptional({ example: 398, minimum: 0 })
  @IsOptionalNotNull()
  @IsMoney()
  price_azn?: number;
}

export class AdminKitDto extends KitDto {
  @ApiProperty({
    type: KitCustomPriceDto,
    isArray: true,
    description: 'Every custom price window, past and future included, by start',
  })
  custom_prices: KitCustomPriceDto[];
}

export class AdminKitResponseDto {
  @ApiProperty({ type: AdminKitDto })
  kit: AdminKitDto;
}

export class KitsPageDto extends PageMetaDto {
  @ApiProperty({ type: KitDto, isArray: true })
  kits: KitDto[];
}

export function toAdminKitDto(kit: Kit, dto: KitDto): AdminKitDto {
  return {
    ...dto,
    custom_prices: [...(kit.customPrices ?? [])]
      .sort((a, b) => a.start.getTime() - b.start.getTime() || a.id - b.id)
      .map(toKitCustomPriceDto),
  };
}
