import type { Type } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { IsBoolean, IsInt, Max, Min } from 'class-validator';
import {
  IsDateTime,
  IsIdList,
  IsLaterThan,
  IsMoney,
  IsOptionalNotNull,
  IsOptionalNullable,
  IsQueryBoolean,
  IsTitle,
  IsUrlOrPath,
} from '../../../common/validation/decorators.js';
import { TitleSearchPageQueryDto } from '../../../common/dto/page-query.dto.js';
import type { PricedItem } from '../pricing.js';

/** The admin list of webinars or kits: a page, a title search and whether active. */
export class AdminCatalogPageQueryDto extends TitleSearchPageQueryDto {
  @ApiPropertyOptional({
    enum: ['true', 'false'],
    description: 'true: active items only; false: inactive only; absent: all',
  })
  @IsQueryBoolean('is_active')
  is_active?: boolean;
}

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

/** The renewal prices an admin may set on a webinar or a kit, in create and update alike. */
export class RenewalPriceFieldsDto {
  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    example: 2500,
    minimum: 0,
    description: 'What a renewal costs, roubles; null: back to the default, 60 % of price',
  })
  @IsOptionalNullable()
  @IsMoney()
  prolongation_price?: number | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    example: 50,
    minimum: 0,
    description: 'What a renewal costs, manats; null: back to the default, 60 % of price_azn',
  })
  @IsOptionalNullable()
  @IsMoney()
  prolongation_price_azn?: number | null;
}

/** The fields every kind of catalog item has beside its title and list prices, all optional. */
export class CatalogItemFieldsDto extends RenewalPriceFieldsDto {
  @ApiPropertyOptional({ type: String, nullable: true, example: '/uploads/images/3f2a….jpg' })
  @IsUrlOrPath(500)
  image?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true, example: 1, description: 'null: last' })
  @IsOptionalNullable()
  @Min(0, { message: 'Порядок не может быть отрицательным' })
  @Max(1_000_000, { message: 'Порядок не должен превышать 1000000' })
  @IsInt({ message: 'Порядок должен быть целым числом' })
  sort?: number | null;

  @ApiPropertyOptional({ example: true })
  @IsOptionalNotNull()
  @IsBoolean({ message: 'is_active должен быть true или false' })
  is_active?: boolean;
}

/** Beside the effective prolongation_price(_azn), admins see whether a renewal price is set. */
export class CustomRenewalPricesDto {
  @ApiProperty({
    type: Number,
    nullable: true,
    example: 2500,
    description: 'The renewal price the admin set; null: prolongation_price is 60 % of price',
  })
  prolongation_price_custom: number | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: null,
    description: 'The renewal price in manats the admin set; null: 60 % of price_azn',
  })
  prolongation_price_azn_custom: number | null;
}

export const toCustomRenewalPrices = (item: PricedItem): CustomRenewalPricesDto => ({
  prolongation_price_custom: item.prolongationPrice,
  prolongation_price_azn_custom: item.prolongationPriceAzn,
});

/** What only admins see of an item: the renewal prices set, and every price window by start. */
export function toAdminOnlyFields<Window extends { id: number; start: Date }, WindowDto>(
  item: PricedItem & { customPrices?: readonly Window[] },
  toWindowDto: (window: Window) => WindowDto,
): CustomRenewalPricesDto & { custom_prices: WindowDto[] } {
  return {
    ...toCustomRenewalPrices(item),
    custom_prices: [...(item.customPrices ?? [])]
      .sort((a, b) => a.start.getTime() - b.start.getTime() || a.id - b.id)
      .map(toWindowDto),
  };
}

/** Examples of one kind's title and list prices, for the OpenAPI document. */
export interface CatalogItemExample {
  title: string;
  price: number;
  price_azn: number;
}

/**
 * A kind's create and update requests (its own fields plus the title and list prices: required on
 * create, optional but never null on update) and its admin answer (the list answer plus what only
 * admins see). Each kind extends them under its own names.
 */
export function adminCatalogDtos<
  Fields extends Type<CatalogItemFieldsDto>,
  Listed extends Type<object>,
  WindowDto extends Type<object>,
>(types: { fields: Fields; listed: Listed; window: WindowDto }, example: CatalogItemExample) {
  class Create extends types.fields {
    @ApiProperty({ example: example.title, maxLength: 255 })
    @IsTitle()
    title: string;

    @ApiProperty({
      example: example.price,
      minimum: 0,
      description: 'Roubles, two decimals at most',
    })
    @IsMoney()
    price: number;

    @ApiProperty({
      example: example.price_azn,
      minimum: 0,
      description: 'Manats; 0 hides the foreign-card button',
    })
    @IsMoney()
    price_azn: number;
  }

  class Update extends types.fields {
    @ApiPropertyOptional({ example: example.title, maxLength: 255 })
    @IsOptionalNotNull()
    @IsTitle()
    title?: string;

    @ApiPropertyOptional({ example: example.price, minimum: 0 })
    @IsOptionalNotNull()
    @IsMoney()
    price?: number;

    @ApiPropertyOptional({ example: example.price_azn, minimum: 0 })
    @IsOptionalNotNull()
    @IsMoney()
    price_azn?: number;
  }

  // Typed as the kind's own list answer where it is returned: a generic base cannot be extended.
  class Admin extends IntersectionType(types.listed as Type<object>, CustomRenewalPricesDto) {
    @ApiProperty({
      type: types.window,
      isArray: true,
      description: 'Every custom price window, past and future included, by start',
    })
    custom_prices: InstanceType<WindowDto>[];
  }

  type AdminDto = InstanceType<Listed> & Admin;
  return { Create, Update, Admin: Admin as Type<AdminDto> };
}
