import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

/** page (from 1) and per_page (default 20, max 100) of every admin list (decisions.md §1). */
export class PageQueryDto {
  @ApiPropertyOptional({ example: 1, minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Номер страницы должен быть целым числом' })
  @Min(1, { message: 'Номер страницы должен быть не меньше 1' })
  page: number = 1;

  @ApiPropertyOptional({ example: 20, minimum: 1, maximum: 100, default: 20 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Размер страницы должен быть целым числом' })
  @Min(1, { message: 'Размер страницы должен быть от 1 до 100' })
  @Max(100, { message: 'Размер страницы должен быть от 1 до 100' })
  per_page: number = 20;
}

export class TitleSearchPageQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ example: 'границы', description: 'Part of the title, any case' })
  @IsOptional()
  @IsString({ message: 'Строка поиска должна быть строкой' })
  @MaxLength(255, { message: 'Значение не должно превышать 255 символов' })
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

/** An ILIKE pattern matching `search` anywhere, with the LIKE wildcards escaped. */
export const containsPattern = (search: string) =>
  `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
