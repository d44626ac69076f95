import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsArray,
  IsBoolean,
  IsInt,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { PageMetaDto } from '../../../common/dto/page-query.dto.js';
import {
  IsIdList,
  IsMoney,
  IsOptionalNotNull,
  IsOptionalText,
  IsTitle,
  IsUrlOrPath,
} from '../../../common/validation/decorators.js';
import type { Webinar } from '../entities/webinar.entity.js';
import { toCustomPriceDto, WebinarCustomPriceDto, WebinarDto } from './webinar.dto.js';

// Spec §5 counts the limit of 254 characters as "255" in its message; kept word for word.
const shortDescriptionTooLong = 'Значение не должно превышать 255 символов';
const trimParagraphs = Transform(({ value }) =>
  Array.isArray(value)
    ? value.map((item) => (typeof item === 'string' ? item.trim() : item))
    : value,
);

/** Every editable field but title and prices, optional in both create and update. */
class WebinarFieldsDto {
  @ApiPropertyOptional({ example: 'Как замечать, где заканчиваетесь вы.', maxLength: 254 })
  @IsOptionalNotNull()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @MaxLength(254, { message: shortDescriptionTooLong })
  @IsString({ message: 'Значение должно быть строкой' })
  short_description?: string;

  @ApiPropertyOptional({ type: String, isArray: true, description: 'Paragraphs' })
  @IsOptionalNotNull()
  @trimParagraphs
  // Bottom to top: class-validator checks the type before the length.
  @MaxLength(10_000, { each: true, message: 'Значение не должно превышать 10000 символов' })
  @IsString({ each: true, message: 'Каждый абзац описания должен быть строкой' })
  @IsArray({ message: 'Описание должно быть списком абзацев' })
  description?: string[];

  @ApiPropertyOptional({ type: String, nullable: true, example: 'https://example.com/materials' })
  @IsUrlOrPath()
  url?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'https://rutube.ru/play/embed/1' })
  @IsUrlOrPath()
  video_url?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '/uploads/images/3f2a….jpg' })
  @IsUrlOrPath(500)
  image?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '4 часа 30 минут' })
  @IsOptionalText(100)
  length?: string | null;

  @ApiPropertyOptional({ example: 18, minimum: 0, maximum: 100 })
  @IsOptionalNotNull()
  @Min(0, { message: 'Возраст должен быть целым числом от 0 до 100' })
  @Max(100, { message: 'Возраст должен быть целым числом от 0 до 100' })
  @IsInt({ message: 'Возраст должен быть целым числом от 0 до 100' })
  age?: number;

  @ApiPropertyOptional({ example: true })
  @IsOptionalNotNull()
  @IsBoolean({ message: 'is_active должен быть true или false' })
  is_active?: boolean;

  @ApiPropertyOptional({ type: Number, nullable: true, example: 1, description: 'null: last' })
  @ValidateIf((_, value) => value !== undefined && value !== null)
  @Min(0, { message: 'Порядок не может быть отрицательным' })
  @Max(1_000_000, { message: 'Порядок не должен превышать 1000000' })
  @IsInt({ message: 'Порядок должен быть целым числом' })
  sort?: number | null;

  @ApiPropertyOptional({ example: 0, description: 'Higher first among equal sort' })
  @IsOptionalNotNull()
  @Min(-1_000_000, { message: 'Приоритет должен быть от -1000000 до 1000000' })
  @Max(1_000_000, { message: 'Приоритет должен быть от -1000000 до 1000000' })
  @IsInt({ message: 'Приоритет должен быть целым числом' })
  priority?: number;

  @ApiPropertyOptional({
    type: Number,
    isArray: true,
    example: [1, 3],
    description: 'Replaces all',
  })
  @IsOptionalNotNull()
  @IsIdList()
  tag_ids?: number[];
}

export class CreateWebinarDto extends WebinarFieldsDto {
  @ApiProperty({ example: 'Личные границы', maxLength: 255 })
  @IsTitle()
  title: string;

  @ApiProperty({ example: 4900, minimum: 0, description: 'Roubles, two decimals at most' })
  @IsMoney()
  price: number;

  @ApiProperty({ example: 98, minimum: 0, description: 'Manats; 0 hides the foreign-card button' })
  @IsMoney()
  price_azn: number;
}

export class UpdateWebinarDto extends WebinarFieldsDto {
  @ApiPropertyOptional({ example: 'Личные границы', maxLength: 255 })
  @IsOptionalNotNull()
  @IsTitle()
  title?: string;

  @ApiPropertyOptional({ example: 4900, minimum: 0 })
  @IsOptionalNotNull()
  @IsMoney()
  price?: number;

  @ApiPropertyOptional({ example: 98, minimum: 0 })
  @IsOptionalNotNull()
  @IsMoney()
  price_azn?: number;
}

export class AdminWebinarDto extends WebinarDto {
  @ApiProperty({
    type: WebinarCustomPriceDto,
    isArray: true,
    description: 'Every custom price window, past and future included, by start',
  })
  custom_prices: WebinarCustomPriceDto[];
}

export class AdminWebinarResponseDto {
  @ApiProperty({ type: AdminWebinarDto })
  webinar: AdminWebinarDto;
}

export class WebinarsPageDto extends PageMetaDto {
  @ApiProperty({ type: WebinarDto, isArray: true })
  webinars: WebinarDto[];
}

export function toAdminWebinarDto(webinar: Webinar, dto: WebinarDto): AdminWebinarDto {
  return {
    ...dto,
    custom_prices: [...(webinar.customPrices ?? [])]
      .sort((a, b) => a.start.getTime() - b.start.getTime() || a.id - b.id)
      .map(toCustomPriceDto),
  };
}
