import { ApiProperty } from '@nestjs/swagger';
import { PurchasableDto, purchasableFields } from '../../catalog/dto/catalog-item.dto.js';
import { activeWindow, pricesFor } from '../../catalog/pricing.js';
import { type Viewer, viewerAccess } from '../../catalog/viewer.js';
import type { Tag } from '../entities/tag.entity.js';
import type { WebinarPriceWindow, WebinarRecord } from '../webinar-query.js';

export class TagDto {
  @ApiProperty({ example: 3 })
  id: number;

  @ApiProperty({ example: 'Отношения' })
  title: string;
}

export class WebinarCustomPriceDto {
  @ApiProperty({ example: 7 })
  id: number;

  @ApiProperty({ example: 12 })
  webinar_id: number;

  @ApiProperty({ example: '2026-11-20T00:00:00.000Z' })
  start: string;

  @ApiProperty({ example: '2026-11-30T23:59:59.000Z' })
  end: string;

  @ApiProperty({ example: 2900 })
  price: number;

  @ApiProperty({ example: 58 })
  price_azn: number;
}

export class WebinarDto extends PurchasableDto {
  @ApiProperty({ example: 12 })
  id: number;

  @ApiProperty({ example: 'Личные границы: как перестать жить чужой жизнью' })
  title: string;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Course materials; null without access',
  })
  url: string | null;

  @ApiProperty({ type: String, nullable: true, example: '/uploads/webinars/12.jpg' })
  image: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '4 часа 30 минут',
    description: 'Blank hides the badge',
  })
  length: string | null;

  @ApiProperty({ example: 18 })
  age: number;

  @ApiProperty({
    example: 'Как замечать, где заканчиваетесь вы и начинается другой человек.',
    maxLength: 254,
  })
  short_description: string;

  @ApiProperty({ type: String, isArray: true, description: 'Paragraphs' })
  description: string[];

  @ApiProperty({ type: Number, nullable: true, example: 1 })
  sort: number | null;

  @ApiProperty({ example: 0 })
  priority: number;

  @ApiProperty({ example: '2026-11-01T10:00:00.000Z' })
  created_at: string;

  @ApiProperty({ example: '2026-11-01T10:00:00.000Z' })
  updated_at: string;

  @ApiProperty({
    type: WebinarCustomPriceDto,
    nullable: true,
    description: 'The active custom price, if any',
  })
  custom_price: WebinarCustomPriceDto | null;

  @ApiProperty({ type: TagDto, isArray: true })
  tags: TagDto[];

  @ApiProperty({ type: String, nullable: true, description: 'The video; null without access' })
  video_url: string | null;
}

export class WebinarResponseDto {
  @ApiProperty({ type: WebinarDto })
  webinar: WebinarDto;
}

export class WebinarsResponseDto {
  @ApiProperty({ type: WebinarDto, isArray: true })
  webinars: WebinarDto[];
}

export class TagsResponseDto {
  @ApiProperty({ type: TagDto, isArray: true })
  tags: TagDto[];
}

export const toTagDto = (tag: Tag): TagDto => ({ id: tag.id, title: tag.title });

export function toCustomPriceDto(window: WebinarPriceWindow): WebinarCustomPriceDto {
  return {
    id: window.id,
    webinar_id: window.webinarId,
    start: window.start.toISOString(),
    end: window.end.toISOString(),
    price: window.price,
    price_azn: window.priceAzn,
  };
}

/** A webinar as this viewer may see it. */
export function toWebinarDto(
  webinar: WebinarRecord,
  viewer: Viewer,
  grant: { expiresAt: Date } | undefined,
): WebinarDto {
  const window = activeWindow(webinar.customPrices, viewer.now);
  const access = viewerAccess(grant, viewer);
  return {
    id: webinar.id,
    title: webinar.title,
    url: access.seesContent ? webinar.url : null,
    image: webinar.image,
    length: webinar.length,
    age: webinar.age,
    short_description: webinar.shortDescription,
    description: webinar.description,
    sort: webinar.sort,
    priority: webinar.priority,
    created_at: webinar.createdAt.toISOString(),
    updated_at: webinar.updatedAt.toISOString(),
    custom_price: window ? toCustomPriceDto(window) : null,
    tags: webinar.tags.map(toTagDto),
    video_url: access.seesContent ? webinar.videoUrl : null,
    ...purchasableFields(webinar, pricesFor(webinar, window), access),
  };
}
