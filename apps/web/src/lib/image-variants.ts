/**
 * The WebP copies the API writes beside every uploaded image (apps/api/src/modules/uploads/
 * image-variants.ts): `/uploads/<path>/<name>.<ext>` → `/uploads/<path>/<name>-w<width>.webp`.
 * Change both lists together.
 */
export const VARIANT_WIDTHS = [320, 640, 768, 1024] as const;

/** Only files the API stored have variants; any other address (an external one) is used as is. */
const UPLOADED_IMAGE = /^(\/uploads\/(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]+)\.(?:jpe?g|png|webp)$/i;

/** `srcset` of an uploaded image's variants, or null when the address has none. */
export function variantSrcSet(src: string): string | null {
  const base = UPLOADED_IMAGE.exec(src)?.[1];
  if (!base) return null;
  return VARIANT_WIDTHS.map((width) => `${base}-w${width}.webp ${width}w`).join(', ');
}

/**
 * `sizes` for the layouts images appear in, matching Chakra's breakpoints (sm 480, md 768,
 * xl 1280 px) and the 6xl (1152 px) page container: the browser picks the smallest variant that
 * fills the slot at the screen's pixel density.
 */
export const IMAGE_SIZES = {
  /** A card in CardGrid: 1, 2, 3 then 4 columns. */
  card: '(min-width: 1280px) 270px, (min-width: 768px) 33vw, (min-width: 480px) 50vw, 100vw',
  /** The cover beside the text on a course or kit page: half the container from md. */
  page: '(min-width: 1152px) 560px, (min-width: 768px) 50vw, 100vw',
  /** A small cover inside a kit's course list. */
  thumbnail: '(min-width: 768px) 160px, 40vw',
} as const;

export type ImageSizes = keyof typeof IMAGE_SIZES;
