import { ApiProperty } from '@nestjs/swagger';

export class PaymentPurchaseDto {
  @ApiProperty({ example: 'Психотипы' })
  title: string;
}

/** A payment as the learner's 'Мои покупки' lists it. */
export class PaymentDto {
  @ApiProperty({ example: 10 })
  id: number;

  @ApiProperty({ example: 1, description: '1 purchase, 2 gift' })
  type: number;

  @ApiProperty({ example: true })
  paid: boolean;

  @ApiProperty({ example: 1 })
  user_id: number;

  @ApiProperty({ example: 4900 })
  price: number;

  @ApiProperty({ type: PaymentPurchaseDto, nullable: true })
  purchase: PaymentPurchaseDto | null;

  @ApiProperty({ example: 'Покупка видеокурса «Психотипы»' })
  description: string;

  @ApiProperty({ example: 5 })
  purchase_id: number;

  @ApiProperty({ type: String, nullable: true, example: null })
  gift_email: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'robokassa' })
  payment_service: string | null;

  @ApiProperty({ example: '2026-11-21T10:00:00.000Z' })
  created_at: string;

  @ApiProperty({ example: '2026-11-21T10:05:00.000Z' })
  updated_at: string;
}

export class PaymentsResponseDto {
  @ApiProperty({ type: PaymentDto, isArray: true })
  payments: PaymentDto[];
}
