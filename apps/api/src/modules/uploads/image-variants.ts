import sharp from 'sharp';

/**
 * The widths of the WebP copies written beside every uploaded image. The SPA builds its srcset from
 * the same list (apps/web/src/lib/image-variants.ts): change both together.
 */
export const VARIANT_WIDTHS = [320, 640, 768, 1024] as const;

export type VariantWidth = (typeof VARIANT_WIDTHS)[number];

/** Decoding more pixels than this is refused: a 5 MB file can still unpack into gigabytes. */
export const MAX_IMAGE_PIXELS = 40_000_000;

const WEBP_QUALITY = 75;

/** `images/<name>.<ext>` → `images/<name>-w<width>.webp`: the name alone tells where a variant is. */
export const variantKey = (key: string, width: number): string =>
  key.replace(/\.[A-Za-z0-9]+$/, `-w${width}.webp`);

const VARIANT_KEY = /^(.+)-w(\d+)\.webp$/;

/**
 * The reverse of `variantKey` for a width of VARIANT_WIDTHS: the original's key without its
 * extension (which the variant's name does not keep) and the width; null for any other key.
 */
export function parseVariantKey(key: string): { stem: string; width: VariantWidth } | null {
  const match = VARIANT_KEY.exec(key);
  const width = Number(match?.[2]);
  const known = VARIANT_WIDTHS.find((candidate) => candidate === width);
  return match && known ? { stem: match[1]!, width: known } : null;
}

export interface ImageVariant {
  width: number;
  buffer: Buffer;
}

/** Thrown when the bytes do not decode as an image (truncated, corrupt, too many pixels). */
export class UnreadableImageError extends Error {
  constructor(cause: unknown) {
    super('The image could not be decoded', { cause });
    this.name = 'UnreadableImageError';
  }
}

/**
 * The WebP copy `width` px wide. A variant wider than the original is written at the original's
 * width (never upscaled), so every name in the srcset exists whatever the original's size.
 */
export async function renderVariant(input: Buffer, width: number): Promise<ImageVariant> {
  try {
    const buffer = await sharp(input, {
      failOn: 'error',
      limitInputPixels: MAX_IMAGE_PIXELS,
      autoOrient: true,
    })
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
    return { width, buffer };
  } catch (error) {
    throw new UnreadableImageError(error);
  }
}

/**
 * One WebP per VARIANT_WIDTHS entry, in that order. Decodes the image fully and renders every
 * variant in memory, so a bad file fails before anything is stored.
 */
export async function renderVariants(input: Buffer): Promise<ImageVariant[]> {
  const variants: ImageVariant[] = [];
  // One at a time: an admin's upload is rare, and a large image decoded four times at once is not.
  for (const width of VARIANT_WIDTHS) variants.push(await renderVariant(input, width));
  return variants;
}
