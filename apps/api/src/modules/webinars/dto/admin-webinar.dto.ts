import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsArray, IsInt, IsString, Max, MaxLength, Min } from 'class-validator';
import { PageMetaDto } from '../../../common/dto/page-query.dto.js';
import {
  IsIdList,
  IsOptionalNotNull,
  IsOptionalText,
  IsUrlOrPath,
} from '../../../common/validation/decorators.js';
import {
  adminCatalogDtos,
  CatalogItemFieldsDto,
  toAdminOnlyFields,
} from '../../catalog/dto/admin-catalog.dto.js';
import type { WebinarRecord } from '../webinar-query.js';
import { toCustomPriceDto, WebinarCustomPriceDto, WebinarDto } from './webinar.dto.js';

// The limit is 254 characters, but the product's message says "255"; kept word for word.
const shortDescriptionTooLong = 'Значение не должно превышать 255 символов';
const trimParagraphs = Transform(({ value }) =>
  Array.isArray(value)
    ? value.map((item) => (typeof item === 'string' ? item.trim() : item))
    : value,
);

/** Every editable field but title and list prices, optional in both create and update. */
class WebinarFieldsDto extends CatalogItemFieldsDto {
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

  @ApiPropertyOptional({ type: String, nullable: true, example: '4 часа 30 минут' })
  @IsOptionalText(100)
  length?: string | null;

  @ApiPropertyOptional({ example: 18, minimum: 0, maximum: 100 })
  @IsOptionalNotNull()
  @Min(0, { message: 'Возраст должен быть целым числом от 0 до 100' })
  @Max(100, { message: 'Возраст должен быть целым числом от 0 до 100' })
  @IsInt({ message: 'Возраст должен быть целым числом от 0 до 100' })
  age?: number;

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

const webinarDtos = adminCatalogDtos(
  { fields: WebinarFieldsDto, listed: WebinarDto, window: WebinarCustomPriceDto },
  { title: 'Личные границы', price: 4900, price_azn: 98 },
);

export class CreateWebinarDto extends webinarDtos.Create {}

export class UpdateWebinarDto extends webinarDtos.Update {}

export class AdminWebinarDto extends webinarDtos.Admin {}

export class AdminWebinarResponseDto {
  @ApiProperty({ type: AdminWebinarDto })
  webinar: AdminWebinarDto;
}

export class WebinarsPageDto extends PageMetaDto {
  @ApiProperty({ type: WebinarDto, isArray: true })
  webinars: WebinarDto[];
}

export const toAdminWebinarDto = (webinar: WebinarRecord, dto: WebinarDto): AdminWebinarDto => ({
  ...dto,
  ...toAdminOnlyFields(webinar, toCustomPriceDto),
});
