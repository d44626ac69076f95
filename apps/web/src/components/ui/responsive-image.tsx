import { useState } from 'react';
import { Image, type ImageProps } from '@chakra-ui/react';
import { IMAGE_SIZES, type ImageSizes, VARIANT_WIDTHS, variantSrcSet } from '@/lib/image-variants';

/** Width ÷ height of the box every cover is shown in, the same as the generated covers'. */
export const COVER_RATIO = { width: 16, height: 9 } as const;

const LARGEST_VARIANT = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]!;

type ResponsiveImageProps = Omit<
  ImageProps,
  'src' | 'srcSet' | 'sizes' | 'loading' | 'onError' | 'fetchPriority' | 'alt'
> & {
  src: string;
  alt: string;
  /** The layout the image sits in: decides which variant the browser downloads. */
  sizes: ImageSizes;
  /** The first image above the fold (the page's LCP): loaded at once, ahead of the rest. */
  priority?: boolean;
  /** Called when neither the variants nor the original load, to show something else instead. */
  onUnavailable?: () => void;
};

/**
 * An uploaded image from its WebP variants (srcset + sizes), lazy unless `priority`, in a box of a
 * fixed aspect ratio with width/height set, so the page never shifts while it loads. Images stored
 * before variants existed have none: on the first error the original is loaded instead.
 */
export function ResponsiveImage({
  src,
  alt,
  sizes,
  priority = false,
  onUnavailable,
  ...rest
}: ResponsiveImageProps) {
  const srcSet = variantSrcSet(src);
  const [variantsFailed, setVariantsFailed] = useState(false);
  const useVariants = srcSet !== null && !variantsFailed;
  return (
    <Image
      src={src}
      srcSet={useVariants ? srcSet : undefined}
      sizes={useVariants ? IMAGE_SIZES[sizes] : undefined}
      alt={alt}
      htmlWidth={LARGEST_VARIANT}
      htmlHeight={(LARGEST_VARIANT * COVER_RATIO.height) / COVER_RATIO.width}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      display="block"
      w="full"
      h="auto"
      aspectRatio={`${COVER_RATIO.width} / ${COVER_RATIO.height}`}
      objectFit="cover"
      bg="brand.subtle"
      onError={() => (useVariants ? setVariantsFailed(true) : onUnavailable?.())}
      {...rest}
    />
  );
}
