import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsDate,
  IsInt,
  IsOptional,
  IsString,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { AccessState } from '../access-rules.js';
import { AccessSource } from '../entities/access-grant.entity.js';

export class WebinarAccessItemDto {
  @ApiProperty({ example: 12 })
  @Type(() => Number)
  @IsInt({ message: 'Идентификатор видеокурса должен быть целым числом' })
  @Min(1, { message: 'Идентификатор видеокурса должен быть целым числом' })
  id: number;

  @ApiPropertyOptional({
    example: '2027-11-21T00:00:00.000Z',
    description: 'Access end; default: the current one, or a year from now for a new grant',
  })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? new Date(value) : value))
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
    example: 'Оплата переводом, договор №15',
    description: 'Why; kept in the audit log',
  })
  @IsOptional()
  @IsString({ message: 'Причина должна быть строкой' })
  @MaxLength(1000, { message: 'Значение не должно превышать 1000 символов' })
  reason?: string;
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
