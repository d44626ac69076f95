import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsISO8601, IsString, MaxLength, MinLength } from 'class-validator';
import { Transform } from 'class-transformer';
import { SHOP_TIME_ZONE } from '../../../common/clock/shop-time-zone.js';
import { PageMetaDto, PageQueryDto } from '../../../common/dto/page-query.dto.js';
import { IsOptionalNotNull, IsQueryInteger } from '../../../common/validation/decorators.js';
import { MAX_INT4 } from '../../../common/validation/limits.js';
import { ProductType } from '../entities/payment.entity.js';
import { PROVIDER_NAMES } from '../providers/payment-provider.js';
import { TIMELINE_KINDS, type TimelineKind } from '../payment-timeline.js';
import { PaymentDto } from './payment.dto.js';

export class AdminPaymentsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'true: only paid; false: only not paid' })
  @IsOptionalNotNull()
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: 'paid: true или false' })
  paid?: boolean;

  @ApiPropertyOptional({ enum: [...PROVIDER_NAMES, 'free'] })
  @IsOptionalNotNull()
  @IsIn([...PROVIDER_NAMES, 'free'], { message: 'Неизвестный платёжный сервис' })
  provider?: string;

  @ApiPropertyOptional({ enum: ProductType, enumName: 'ProductType' })
  @IsOptionalNotNull()
  @IsIn(Object.values(ProductType), { message: 'Неизвестный тип товара' })
  product_type?: ProductType;

  @ApiPropertyOptional({ example: 5 })
  @IsOptionalNotNull()
  @IsQueryInteger(1, MAX_INT4, 'product_id должен быть целым числом')
  product_id?: number;

  @ApiPropertyOptional({ example: 3, description: 'The buyer or the recipient' })
  @IsOptionalNotNull()
  @IsQueryInteger(1, MAX_INT4, 'user_id должен быть целым числом')
  user_id?: number;

  @ApiPropertyOptional({
    example: '2026-11-01',
    description: `Created at or after this date-time, or from the start of this day (${SHOP_TIME_ZONE})`,
  })
  @IsOptionalNotNull()
  @IsISO8601({ strict: true }, { message: 'from: дата в формате ГГГГ-ММ-ДД' })
  from?: string;

  @ApiPropertyOptional({
    example: '2026-11-30',
    description: `Created before this date-time, or before the end of this day (${SHOP_TIME_ZONE})`,
  })
  @IsOptionalNotNull()
  @IsISO8601({ strict: true }, { message: 'to: дата в формате ГГГГ-ММ-ДД' })
  to?: string;
}

export class PaymentTotalDto {
  @ApiProperty({ enum: ['RUB', 'AZN'] })
  currency: string;

  @ApiProperty({ example: 14700, description: 'Sum of the paid payments matching the filters' })
  amount: number;

  @ApiProperty({ example: 3 })
  count: number;
}

export class PaymentPartyDto {
  @ApiProperty()
  id: number;

  @ApiProperty()
  login: string;
}

export class AdminPaymentDto extends PaymentDto {
  @ApiProperty({ type: PaymentPartyDto })
  user: PaymentPartyDto;

  @ApiProperty({ type: PaymentPartyDto, nullable: true })
  recipient: PaymentPartyDto | null;

  @ApiProperty({ type: String, nullable: true })
  provider_payment_id: string | null;

  @ApiProperty({ type: String, nullable: true })
  refunded_at: string | null;

  @ApiProperty({ type: String, nullable: true })
  refund_reason: string | null;
}

export class AdminPaymentsResponseDto extends PageMetaDto {
  @ApiProperty({ type: AdminPaymentDto, isArray: true })
  payments: AdminPaymentDto[];

  @ApiProperty({ type: PaymentTotalDto, isArray: true })
  totals: PaymentTotalDto[];
}

export class PaymentEventDto {
  @ApiProperty()
  id: number;

  @ApiProperty({ enum: TIMELINE_KINDS, enumName: 'PaymentEventKind', example: 'callback' })
  kind: TimelineKind;

  @ApiProperty({ type: 'object', additionalProperties: true })
  details: Record<string, unknown>;

  @ApiProperty()
  created_at: string;
}

export class AdminPaymentDetailDto extends AdminPaymentDto {
  @ApiProperty({ type: PaymentEventDto, isArray: true })
  timeline: PaymentEventDto[];
}

export class AdminPaymentResponseDto {
  @ApiProperty({ type: AdminPaymentDetailDto })
  payment: AdminPaymentDetailDto;
}

export class AdminPaymentGetQueryDto {
  @ApiProperty({ example: 42 })
  @IsQueryInteger(1, MAX_INT4, 'Не указан платёж')
  id: number;
}

/** Marking a payment refunded takes the access back; the reason goes to the audit log. */
export class RefundPaymentDto {
  @ApiProperty({ example: 'Возврат по просьбе ученика, деньги вернули в кабинете Robokassa' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'Укажите причину возврата' })
  @MinLength(3, { message: 'Укажите причину возврата' })
  @MaxLength(1000, { message: 'Причина не должна превышать 1000 символов' })
  reason: string;
}
