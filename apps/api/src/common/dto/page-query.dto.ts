import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { IsOptionalNotNull, IsQueryInteger } from '../validation/decorators.js';
import { MAX_PAGE } from '../validation/limits.js';

/** page (from 1) and per_page (default 20, max 100) of every admin list. */
export class PageQueryDto {
  @ApiPropertyOptional({ example: 1, minimum: 1, maximum: MAX_PAGE, default: 1 })
  @IsOptionalNotNull()
  @IsQueryInteger(1, MAX_PAGE, {
    integer: 'Номер страницы должен быть целым числом',
    min: 'Номер страницы должен быть не меньше 1',
    max: `Номер страницы должен быть не больше ${MAX_PAGE}`,
  })
  page: number = 1;

  @ApiPropertyOptional({ example: 20, minimum: 1, maximum: 100, default: 20 })
  @IsOptionalNotNull()
  @IsQueryInteger(1, 100, {
    integer: 'Размер страницы должен быть целым числом',
    min: 'Размер страницы должен быть от 1 до 100',
    max: 'Размер страницы должен быть от 1 до 100',
  })
  per_page: number = 20;
}

/** The text a list is searched by: up to 255 characters. */
export const IsSearchText = () =>
  applyDecorators(
    IsOptionalNotNull(),
    IsString({ message: 'Строка поиска должна быть строкой' }),
    MaxLength(255, { message: 'Строка поиска не должна превышать 255 символов' }),
  );

export class TitleSearchPageQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ example: 'границы', description: 'Part of the title, any case' })
  @IsSearchText()
  search?: string;
}

/** The paging fields every admin list answer carries beside its list. */
export class PageMetaDto {
  @ApiProperty({ example: 42 })
  total: number;

  @ApiProperty({ example: 1 })
  page: number;

  @ApiProperty({ example: 20 })
  per_page: number;
}

/** The paging fields of an answer to this query. */
export const pageMetaOf = (query: PageQueryDto, total: number): PageMetaDto => ({
  total,
  page: query.page,
  per_page: query.per_page,
});
