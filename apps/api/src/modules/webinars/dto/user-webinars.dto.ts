import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsDate,
  IsInt,
  IsString,
  Max,
  MaxDate,
  MaxLength,
  Min,
  MinDate,
  ValidateNested,
} from 'class-validator';
import { IsOptionalNotNull, IsOptionalNullable } from '../../../common/validation/decorators.js';
import { MAX_INT4 } from '../../../common/validation/limits.js';
import { AccessState } from '../../access/access-rules.js';
import { AccessSource } from '../../access/entities/access-grant.entity.js';

// Within what PostgreSQL's timestamptz and a person's plans can hold.
const EARLIEST_ACCESS_END = new Date('2000-01-01T00:00:00Z');
const LATEST_ACCESS_END = new Date('9999-12-31T23:59:59Z');
const accessEndMessage = 'Дата окончания доступа должна быть между 2000 и 9999 годом';

export class WebinarAccessItemDto {
  @ApiProperty({ example: 12 })
  @Type(() => Number)
  @IsInt({ message: 'Идентификатор видеокурса должен быть целым числом' })
  @Min(1, { message: 'Идентификатор видеокурса должен быть целым числом' })
  @Max(MAX_INT4, { message: 'Идентификатор видеокурса должен быть целым числом' })
  id: number;

  @ApiPropertyOptional({
    example: '2027-11-21T00:00:00.000Z',
    description:
      'Access end, years 2000 to 9999; left out: the current one, or a year from now for a new grant',
  })
  @IsOptionalNotNull()
  @Transform(({ value }) => (typeof value === 'string' ? new Date(value) : value))
  @MaxDate(LATEST_ACCESS_END, { message: accessEndMessage })
  @MinDate(EARLIEST_ACCESS_END, { message: accessEndMessage })
  @IsDate({ message: 'Дата окончания доступа должна быть датой' })
  expires_at?: Date;
}

export class SetUserWebinarsDto {
  @ApiProperty({
    type: WebinarAccessItemDto,
    isArray: true,
    description: 'Exactly the webinars the user keeps',
  })
  @ValidateNested({ each: true })
  // Compared as text: ArrayUnique treats NaN (a non-numeric id) as a duplicate of itself.
  @ArrayUnique((item: WebinarAccessItemDto) => String(item?.id), {
    message: 'Видеокурс указан дважды',
  })
  @ArrayMaxSize(1000, { message: 'Слишком много видеокурсов' })
  @IsArray({ message: 'webinars должен быть списком' })
  @Type(() => WebinarAccessItemDto)
  webinars: WebinarAccessItemDto[];

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: 1000,
    example: 'Оплата переводом, договор №15',
    description: 'Why; kept in the audit log (null: no reason)',
  })
  @IsOptionalNullable()
  @IsString({ message: 'Причина должна быть строкой' })
  @MaxLength(1000, { message: 'Значение не должно превышать 1000 символов' })
  reason?: string | null;
}

export class UserWebinarAccessDto {
  @ApiProperty({ example: 12 })
  id: number;

  @ApiProperty({ example: 'Личные границы' })
  title: string;

  @ApiProperty({ type: String, nullable: true })
  image: string | null;

  @ApiProperty({ example: true })
  is_active: boolean;

  @ApiProperty({ enum: Object.values(AccessState), enumName: 'AccessState' })
  state: AccessState;

  @ApiProperty({ example: '2026-11-21T09:00:00.000Z' })
  access_starts_at: string;

  @ApiProperty({ example: '2027-11-21T09:00:00.000Z' })
  access_expires_at: string;

  @ApiProperty({ enum: AccessSource, enumName: 'AccessSource' })
  source: AccessSource;

  @ApiProperty({ type: Number, nullable: true, description: 'The kit it came with, if any' })
  kit_id: number | null;
}

export class UserWebinarsResponseDto {
  @ApiProperty({ type: UserWebinarAccessDto, isArray: true })
  webinars: UserWebinarAccessDto[];
}
