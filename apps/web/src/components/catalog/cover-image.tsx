import { useState } from 'react';
import { Image } from '@chakra-ui/react';
import { CARD_IMAGE_MAX_HEIGHT } from '@/config/constants';
import { images } from '@/config/paths';

/** A course or kit image: the placeholder when there is none or it fails to load; max 270 px high. */
export function CoverImage({
  src,
  alt,
  maxH = CARD_IMAGE_MAX_HEIGHT,
}: {
  src: string | null | undefined;
  alt: string;
  maxH?: string;
}) {
  const [failed, setFailed] = useState(false);
  const usePlaceholder = !src || failed;
  return (
    <Image
      src={usePlaceholder ? images.coursePlaceholder : src}
      alt={alt}
      w="full"
      maxH={maxH}
      objectFit="cover"
      bg="brand.subtle"
      data-placeholder={usePlaceholder ? 'true' : undefined}
      onError={() => setFailed(true)}
    />
  );
}
