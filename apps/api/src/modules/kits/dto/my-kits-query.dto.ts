import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Min } from 'class-validator';

export class MyKitsQueryDto {
  @ApiPropertyOptional({ example: 1, description: "1 lists only 'Психотерапевт 21 века' kits" })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'mark_id должен быть целым числом' })
  @Min(1, { message: 'mark_id должен быть целым числом' })
  mark_id?: number;
}
