import { ApiProperty } from '@nestjs/swagger';
import { PurchasableDto, purchasableFields } from '../../catalog/dto/catalog-item.dto.js';
import { activeWindow, pricesFor } from '../../catalog/pricing.js';
import { type Viewer, viewerAccess } from '../../catalog/viewer.js';
import { WebinarDto } from '../../webinars/dto/webinar.dto.js';
import type { KitPriceWindow, KitRecord } from '../kit-query.js';

export class KitCustomPriceDto {
  @ApiProperty({ example: 3 })
  id: number;

  @ApiProperty({ example: 1 })
  kit_id: number;

  @ApiProperty({ example: '2026-11-20T00:00:00.000Z' })
  start: string;

  @ApiProperty({ example: '2026-11-30T23:59:59.000Z' })
  end: string;

  @ApiProperty({ example: 19900 })
  price: number;

  @ApiProperty({ example: 398 })
  price_azn: number;
}

export class KitDto extends PurchasableDto {
  @ApiProperty({ example: 1 })
  id: number;

  @ApiProperty({ example: 'Психотерапевт 21 века' })
  title: string;

  @ApiProperty({ example: 'Комплект видеокурсов для практикующих психологов.' })
  description: string;

  @ApiProperty({
    type: WebinarDto,
    isArray: true,
    description: 'The courses of the kit, in kit order',
  })
  webinars: WebinarDto[];

  @ApiProperty({ type: String, nullable: true })
  image: string | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 1,
    description: "1 marks 'Психотерапевт 21 века'",
  })
  mark_id: number | null;

  @ApiProperty({ type: Number, nullable: true, example: 1 })
  sort: number | null;

  @ApiProperty({
    type: KitCustomPriceDto,
    nullable: true,
    description: 'The active custom price, if any',
  })
  custom_price: KitCustomPriceDto | null;
}

export class KitResponseDto {
  @ApiProperty({ type: KitDto })
  kit: KitDto;
}

export class KitsResponseDto {
  @ApiProperty({ type: KitDto, isArray: true })
  kits: KitDto[];
}

export function toKitCustomPriceDto(window: KitPriceWindow): KitCustomPriceDto {
  return {
    id: window.id,
    kit_id: window.kitId,
    start: window.start.toISOString(),
    end: window.end.toISOString(),
    price: window.price,
    price_azn: window.priceAzn,
  };
}

/** A kit as this viewer may see it, with its webinars already presented. */
export function toKitDto(
  kit: KitRecord,
  webinars: WebinarDto[],
  viewer: Viewer,
  grant: { expiresAt: Date } | undefined,
): KitDto {
  const window = activeWindow(kit.customPrices, viewer.now);
  return {
    id: kit.id,
    title: kit.title,
    description: kit.description,
    webinars,
    image: kit.image,
    mark_id: kit.markId,
    sort: kit.sort,
    custom_price: window ? toKitCustomPriceDto(window) : null,
    ...purchasableFields(kit, pricesFor(kit, window), viewerAccess(grant, viewer)),
  };
}
