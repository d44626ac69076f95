import { ApiProperty } from '@nestjs/swagger';
import { AccessState } from '../../access/access-rules.js';
import type { Prices } from '../pricing.js';
import type { ViewerAccess } from '../viewer.js';

/** Price and viewer fields every purchasable item carries (webinars and kits). */
export class PurchasableDto {
  @ApiProperty({ example: 4900, description: 'List price, roubles' })
  price: number;

  @ApiProperty({ example: 98, description: 'List price for foreign cards, manats' })
  price_azn: number;

  @ApiProperty({
    example: 2900,
    description: 'What a purchase costs now: the active custom price, else price',
  })
  final_price: number;

  @ApiProperty({ example: 58 })
  final_price_azn: number;

  @ApiProperty({
    example: 2940,
    description: 'What a renewal costs: the price the admin set, else 60 % of price',
  })
  prolongation_price: number;

  @ApiProperty({
    example: 58.8,
    description: 'What a renewal costs in manats: the price the admin set, else 60 % of price_azn',
  })
  prolongation_price_azn: number;

  @ApiProperty({ example: true })
  is_active: boolean;

  @ApiProperty({ example: false, description: 'The viewer has or had access' })
  is_owner: boolean;

  @ApiProperty({
    enum: Object.values(AccessState),
    enumName: 'AccessState',
    example: AccessState.CAN_BUY,
  })
  state: AccessState;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '2027-11-21T09:00:00.000Z',
    description: 'Until when the viewer can watch; null without access',
  })
  access_expires_at: string | null;
}

export function purchasableFields(
  item: { price: number; priceAzn: number; isActive: boolean },
  prices: Prices,
  access: ViewerAccess,
): PurchasableDto {
  return {
    price: item.price,
    price_azn: item.priceAzn,
    final_price: prices.finalPrice,
    final_price_azn: prices.finalPriceAzn,
    prolongation_price: prices.prolongationPrice,
    prolongation_price_azn: prices.prolongationPriceAzn,
    is_active: item.isActive,
    is_owner: access.isOwner,
    state: access.state,
    access_expires_at: access.accessExpiresAt?.toISOString() ?? null,
  };
}
