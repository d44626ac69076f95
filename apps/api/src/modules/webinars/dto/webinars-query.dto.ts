import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptionalNotNull, IsQueryInteger } from '../../../common/validation/decorators.js';

/** The most courses one `limit` may ask for; without it the whole catalog comes. */
export const MAX_WEBINARS_LIMIT = 100;

export class WebinarsQueryDto {
  @ApiPropertyOptional({
    example: 8,
    minimum: 1,
    maximum: MAX_WEBINARS_LIMIT,
    description:
      'Only the first N courses in catalog order (the home page shows eight); without it, all',
  })
  @IsOptionalNotNull()
  @IsQueryInteger(1, MAX_WEBINARS_LIMIT, {
    integer: 'Количество курсов должно быть целым числом',
    min: `Количество курсов должно быть от 1 до ${MAX_WEBINARS_LIMIT}`,
    max: `Количество курсов должно быть от 1 до ${MAX_WEBINARS_LIMIT}`,
  })
  limit?: number;
}
