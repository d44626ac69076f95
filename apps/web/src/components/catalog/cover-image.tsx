import { useState } from 'react';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { CARD_IMAGE_MAX_HEIGHT } from '@/config/constants';
import type { ImageSizes } from '@/lib/image-variants';
import type { CoverKind } from './cover-art';
import { GeneratedCover } from './generated-cover';

/**
 * A course, kit or content image, max 270 px high; a generated cover (unique to the item) when
 * there is no image or it fails to load.
 */
export function CoverImage({
  src,
  alt,
  id,
  kind = 'course',
  maxH = CARD_IMAGE_MAX_HEIGHT,
  sizes = 'card',
  priority = false,
}: {
  src: string | null | undefined;
  alt: string;
  id: number;
  kind?: CoverKind;
  maxH?: string;
  /** The layout it sits in (see IMAGE_SIZES). */
  sizes?: ImageSizes;
  /** The page's first image above the fold: loaded eagerly. */
  priority?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) return <GeneratedCover kind={kind} id={id} title={alt} maxH={maxH} />;
  return (
    <ResponsiveImage
      src={src}
      alt={alt}
      sizes={sizes}
      priority={priority}
      maxH={maxH}
      onUnavailable={() => setFailed(true)}
    />
  );
}
