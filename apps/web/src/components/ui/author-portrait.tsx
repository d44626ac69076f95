import { Box, Image, chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AUTHOR_PHOTO_RATIO, authorPhoto } from '@/config/author-photo';
import { palette } from '@/lib/palette';
import { HardDisc } from './hard-disc';

const discs = [
  { cx: 320, cy: 90, r: 120, fill: palette.ochre[200], opacity: 0.55 },
  { cx: 60, cy: 420, r: 140, fill: palette.sage[300], opacity: 0.35 },
];

/** A drawn head-and-shoulders silhouette on a warm gradient, until the author's photo is there. */
function PortraitPlaceholder({ label }: { label: string }) {
  return (
    <chakra.svg
      viewBox="0 0 400 500"
      role="img"
      aria-label={label}
      display="block"
      w="full"
      h="full"
      data-testid="author-portrait-placeholder"
    >
      <defs>
        <linearGradient id="author-portrait-bg" x1="0" y1="0" x2="0.6" y2="1">
          <stop offset="0" stopColor={palette.brand[100]} />
          <stop offset="1" stopColor={palette.brand[300]} />
        </linearGradient>
        {discs.map((disc, index) => (
          <HardDisc key={index} id={`author-portrait-disc-${index}`} {...disc} />
        ))}
      </defs>
      <rect width="400" height="500" fill="url(#author-portrait-bg)" />
      {discs.map((_, index) => (
        <rect key={index} width="400" height="500" fill={`url(#author-portrait-disc-${index})`} />
      ))}
      <g fill={palette.brand[800]} fillOpacity="0.82">
        <ellipse cx="200" cy="205" rx="72" ry="86" />
        <path d="M60 500 C 70 370, 130 320, 200 320 C 270 320, 330 370, 340 500 Z" />
      </g>
    </chakra.svg>
  );
}

/**
 * The author's portrait in an arched frame with an offset terracotta outline: the photo when one
 * is configured (src/config/author-photo.ts), otherwise a drawn placeholder.
 */
export function AuthorPortrait({
  maxW = '360px',
  eager = false,
}: {
  maxW?: string | Record<string, string>;
  eager?: boolean;
}) {
  const { t } = useTranslation('pages');
  return (
    <Box position="relative" w="full" maxW={maxW} mx="auto" data-testid="author-portrait">
      <Box
        position="absolute"
        inset="0"
        transform="translate(10px, 10px)"
        borderWidth="2px"
        borderColor="brand.400"
        borderRadius="200px 200px 24px 24px"
        aria-hidden="true"
      />
      <Box
        position="relative"
        aspectRatio={AUTHOR_PHOTO_RATIO}
        overflow="hidden"
        borderRadius="200px 200px 24px 24px"
        boxShadow="lg"
        bg="brand.muted"
      >
        {authorPhoto ? (
          <Image
            src={authorPhoto}
            alt={t('author.photoAlt')}
            w="full"
            h="full"
            objectFit="cover"
            loading={eager ? 'eager' : 'lazy'}
          />
        ) : (
          <PortraitPlaceholder label={t('author.placeholderAlt')} />
        )}
      </Box>
    </Box>
  );
}
