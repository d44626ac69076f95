import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PaymentStatus, ProductType } from '../entities/payment.entity.js';

export class PaymentPurchaseDto {
  @ApiProperty({ example: 'Психотипы' })
  title: string;
}

/** A payment as the learner's 'Мои покупки' lists it (spec §3 "Payment record", plus status). */
export class PaymentDto {
  @ApiProperty({ example: 10 })
  id: number;

  @ApiProperty({ example: 1, description: '1 purchase, 2 gift' })
  type: number;

  @ApiProperty({ example: true })
  paid: boolean;

  @ApiProperty({ enum: PaymentStatus, enumName: 'PaymentStatus' })
  status: PaymentStatus;

  @ApiProperty({ example: 1, description: 'The buyer' })
  user_id: number;

  @ApiProperty({ example: 4900, description: 'In `currency`, major units (roubles or manats)' })
  price: number;

  @ApiProperty({ enum: ['RUB', 'AZN'] })
  currency: string;

  @ApiProperty({ enum: ProductType, enumName: 'ProductType' })
  product_type: ProductType;

  @ApiProperty({ type: PaymentPurchaseDto, nullable: true })
  purchase: PaymentPurchaseDto | null;

  @ApiProperty({ example: 'Покупка видеокурса «Психотипы»' })
  description: string;

  @ApiProperty({ example: 5 })
  purchase_id: number;

  @ApiProperty({ description: 'A renewal of expired access at the renewal price' })
  is_renewal: boolean;

  @ApiProperty({ type: String, nullable: true, example: null })
  gift_email: string | null;

  @ApiProperty({
    type: Boolean,
    nullable: true,
    description: 'For a gift: whether the recipient has an account and got the access',
  })
  gift_delivered: boolean | null;

  @ApiProperty({ type: String, nullable: true, example: 'robokassa' })
  payment_service: string | null;

  @ApiProperty({
    description: 'Whether «Я оплатил, но доступа нет» can ask the provider about this payment',
  })
  can_check: boolean;

  @ApiProperty({ type: String, nullable: true, example: '2026-11-21T10:05:00.000Z' })
  paid_at: string | null;

  @ApiProperty({ example: '2026-11-21T10:00:00.000Z' })
  created_at: string;

  @ApiProperty({ example: '2026-11-21T10:05:00.000Z' })
  updated_at: string;
}

export class PaymentsResponseDto {
  @ApiProperty({ type: PaymentDto, isArray: true })
  payments: PaymentDto[];
}

export class PaymentResponseDto {
  @ApiProperty({ type: PaymentDto })
  payment: PaymentDto;
}

/** The answer to «Я оплатил, но доступа нет». */
export class PaymentCheckResponseDto {
  @ApiProperty({ type: PaymentDto })
  payment: PaymentDto;

  @ApiProperty({ example: 'Оплата подтверждена, доступ открыт' })
  message: string;

  @ApiPropertyOptional({ example: 'CONFIRMED', description: "The provider's own status word" })
  provider_status?: string;
}
