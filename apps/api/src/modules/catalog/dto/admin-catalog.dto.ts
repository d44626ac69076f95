import { ApiProperty } from '@nestjs/swagger';
import {
  IsDateTime,
  IsIdList,
  IsLaterThan,
  IsMoney,
} from '../../../common/validation/decorators.js';

/** A time-boxed price of a webinar or a kit: it replaces the list price inside [start, end]. */
export class AddCustomPriceDto {
  @ApiProperty({ example: '2026-11-20T00:00:00Z' })
  @IsDateTime()
  start: string;

  @ApiProperty({ example: '2026-11-30T23:59:59Z', description: 'Later than start' })
  @IsDateTime()
  @IsLaterThan('start', 'Дата окончания должна быть позже даты начала')
  end: string;

  @ApiProperty({ example: 2900, minimum: 0 })
  @IsMoney()
  price: number;

  @ApiProperty({ example: 58, minimum: 0 })
  @IsMoney()
  price_azn: number;
}

/** A new order: the first id gets sort 1, the next 2, and so on. */
export class SortDto {
  @ApiProperty({ type: Number, isArray: true, example: [3, 1, 2] })
  @IsIdList({ notEmpty: true })
  ids: number[];
}
