import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptionalNotNull, IsQueryInteger } from '../../../common/validation/decorators.js';
import { MAX_INT4 } from '../../../common/validation/limits.js';

export class MyKitsQueryDto {
  @ApiPropertyOptional({ example: 1, description: "1 lists only 'Психотерапевт 21 века' kits" })
  @IsOptionalNotNull()
  @IsQueryInteger(1, MAX_INT4, 'mark_id должен быть целым числом')
  mark_id?: number;
}
