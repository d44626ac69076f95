import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import {
  IsLoginEmail,
  IsOptionalNotNull,
  IsQueryInteger,
} from '../../../common/validation/decorators.js';
import { MAX_INT4 } from '../../../common/validation/limits.js';
import { PaymentType, ProductType } from '../entities/payment.entity.js';

/** GET …/get-payment-data: what to pay for; the server computes the amount. */
export class PaymentDataQueryDto {
  @ApiProperty({ example: 5, description: 'The webinar, kit or school tariff id' })
  @IsQueryInteger(1, MAX_INT4, 'Не указан товар для оплаты')
  id: number;

  @ApiPropertyOptional({ enum: ProductType, default: ProductType.WEBINAR })
  @IsOptionalNotNull()
  @IsIn(Object.values(ProductType), { message: 'Неизвестный тип товара' })
  product_type: ProductType = ProductType.WEBINAR;

  @ApiPropertyOptional({ enum: [1, 2], default: 1, description: '1 purchase, 2 gift' })
  @IsOptionalNotNull()
  @IsQueryInteger(1, 2, 'Неизвестный тип платежа')
  type: PaymentType = PaymentType.PURCHASE;

  @ApiPropertyOptional({
    example: 'friend@example.com',
    description:
      'Required for a gift (type=2), ignored otherwise: the recipient, who gets access on registration',
  })
  @IsOptionalNotNull()
  @IsLoginEmail()
  gift_email?: string;
}

/** The fields every provider's answer shares. */
export class PaymentDataBaseDto {
  @ApiProperty({ example: 'success' })
  status: 'success';

  @ApiProperty({ example: 'Перенаправляем на страницу оплаты' })
  message: string;

  @ApiProperty({
    description: 'True when the item is free: access is granted at once, nothing to pay',
  })
  IsFree: boolean;

  @ApiPropertyOptional({ example: 42, description: 'Our payment record (also the order number)' })
  payment_id?: number;

  @ApiPropertyOptional({
    description: 'The checkout address the SPA sends the buyer to (absent when free)',
  })
  url?: string;
}

export class RobokassaPaymentDataDto extends PaymentDataBaseDto {
  @ApiPropertyOptional({ example: 'demo-shop' })
  MerchantLogin?: string;

  @ApiPropertyOptional({ example: '4900.00' })
  OutSum?: string;

  @ApiPropertyOptional({ example: '42' })
  InvId?: string;

  @ApiPropertyOptional({ example: 'Покупка видеокурса «Психотипы»' })
  Description?: string;

  @ApiPropertyOptional({ example: 'a86f6e21ff1affaf01b22cb045ea7d75' })
  SignatureValue?: string;

  @ApiPropertyOptional({ example: 'ru' })
  Culture?: string;

  @ApiPropertyOptional({ description: 'The 54-FZ receipt, URL-encoded once (post it as is)' })
  Receipt?: string;

  @ApiPropertyOptional({ example: '0', description: '1 in the provider test mode' })
  IsTest?: string;

  @ApiPropertyOptional({ example: 'learner@example.com' })
  Email?: string;
}

export class EpointPaymentDataDto extends PaymentDataBaseDto {
  @ApiPropertyOptional({ description: 'base64 JSON of the order' })
  data?: string;

  @ApiPropertyOptional({ description: 'base64(sha1(private_key + data + private_key))' })
  signature?: string;
}

export class TinkoffPaymentDataDto extends PaymentDataBaseDto {}
