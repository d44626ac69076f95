import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsInt, Max, Min } from 'class-validator';
import {
  IsDateTime,
  IsMoney,
  IsOptionalNotNull,
  IsTitle,
} from '../../../common/validation/decorators.js';
import type { Tariff } from '../entities/tariff.entity.js';
import { UserTariffDto } from './school-shared.dto.js';
import { Field, IsBodyId } from './admin-fields.dto.js';

export class TariffDto {
  @ApiProperty({ example: 1 })
  id: number;

  @ApiProperty({ example: 1 })
  school_id: number;

  @ApiProperty({ example: 'Психотипы: 90 дней' })
  name: string;

  @ApiProperty({ example: 90, description: 'How many days a binding or a purchase gives' })
  period_days: number;

  @ApiProperty({ example: 14900 })
  price: number;

  @ApiProperty({ example: 298 })
  price_azn: number;

  @ApiProperty({ example: true, description: 'Inactive: neither sold nor bound' })
  is_active: boolean;

  @ApiProperty({ example: '2026-11-01T10:00:00.000Z' })
  created_at: string;

  @ApiProperty({ example: '2026-11-01T10:00:00.000Z' })
  updated_at: string;
}

export class TariffsResponseDto {
  @ApiProperty({ type: TariffDto, isArray: true })
  tariffs: TariffDto[];
}

export class TariffResponseDto {
  @ApiProperty({ type: TariffDto })
  tariff: TariffDto;
}

const periodMessage = 'Срок должен быть целым числом дней от 1 до 3660';

/** The fields of create (required) and update (optional); a tariff never moves to another school. */
const Name = (required: boolean) =>
  Field(required, { example: 'Психотипы: 90 дней', maxLength: 255 }, IsTitle());
const PeriodDays = (required: boolean) =>
  Field(
    required,
    { example: 90, minimum: 1, maximum: 3660 },
    IsInt({ message: periodMessage }),
    Min(1, { message: periodMessage }),
    Max(3660, { message: periodMessage }),
  );
const Price = (required: boolean, example: number) =>
  Field(required, { example, minimum: 0, description: 'Two decimals at most' }, IsMoney());

class TariffActivityDto {
  @ApiPropertyOptional({ example: true, default: true })
  @IsOptionalNotNull()
  @IsBoolean({ message: 'is_active должен быть true или false' })
  is_active?: boolean;
}

export class CreateTariffDto extends TariffActivityDto {
  @ApiProperty({ example: 1 })
  @IsBodyId('school_id')
  school_id: number;

  @Name(true)
  name: string;

  @PeriodDays(true)
  period_days: number;

  @Price(true, 14900)
  price: number;

  @Price(true, 298)
  price_azn: number;
}

export class UpdateTariffDto extends TariffActivityDto {
  @Name(false)
  name?: string;

  @PeriodDays(false)
  period_days?: number;

  @Price(false, 14900)
  price?: number;

  @Price(false, 298)
  price_azn?: number;
}

export class BindTariffDto {
  @ApiProperty({ example: 12 })
  @IsBodyId('user_id')
  user_id: number;

  @ApiProperty({ example: 1 })
  @IsBodyId('tariff_id')
  tariff_id: number;

  @ApiPropertyOptional({
    example: '2027-06-01T00:00:00Z',
    description:
      'Ahead, at most 10 years away: the period runs from now to it. Left out: period_days ' +
      'from where the current access to the school ends (or from now)',
  })
  @IsOptionalNotNull()
  @IsDateTime()
  expires_at?: string;
}

export class UserTariffResponseDto {
  @ApiProperty({ type: UserTariffDto })
  user_tariff: UserTariffDto;
}

export const toTariffDto = (tariff: Tariff): TariffDto => ({
  id: tariff.id,
  school_id: tariff.schoolId,
  name: tariff.name,
  period_days: tariff.periodDays,
  price: tariff.price,
  price_azn: tariff.priceAzn,
  is_active: tariff.isActive,
  created_at: tariff.createdAt.toISOString(),
  updated_at: tariff.updatedAt.toISOString(),
});
