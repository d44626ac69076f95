import sharp from 'sharp';
import {
  parseVariantKey,
  renderVariants,
  UnreadableImageError,
  VARIANT_WIDTHS,
  variantKey,
} from './image-variants.js';

describe('image variants', () => {
  it.each([
    ['images/0b6a.png', 320, 'images/0b6a-w320.webp'],
    ['images/0b6a.jpg', 1024, 'images/0b6a-w1024.webp'],
    ['images/0b6a.webp', 640, 'images/0b6a-w640.webp'],
    ['webinars/12.jpg', 640, 'webinars/12-w640.webp'],
  ])('names the %s copy %i px wide %s', (key, width, expected) => {
    expect(variantKey(key, width)).toBe(expected);
  });

  it.each([
    ['images/0b6a-w768.webp', { stem: 'images/0b6a', width: 768 }],
    ['webinars/12-w320.webp', { stem: 'webinars/12', width: 320 }],
    ['images/0b6a-w500.webp', null],
    ['images/0b6a-w768.jpg', null],
    ['images/0b6a.webp', null],
  ])('reads %s back as its original and width', (key, expected) => {
    expect(parseVariantKey(key)).toEqual(expected);
  });

  it('renders one WebP per width, never wider than the original, upright by its EXIF', async () => {
    // Stored 300×600 with orientation 6 (rotate 90°): shown 600×300.
    const original = await sharp({
      create: { width: 300, height: 600, channels: 3, background: '#b4633c' },
    })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const variants = await renderVariants(original);
    expect(variants.map((variant) => variant.width)).toEqual([...VARIANT_WIDTHS]);
    const sizes = await Promise.all(
      variants.map(async ({ buffer }) => {
        const { format, width, height } = await sharp(buffer).metadata();
        return { format, width, height };
      }),
    );
    expect(sizes).toEqual([
      { format: 'webp', width: 320, height: 160 },
      { format: 'webp', width: 600, height: 300 },
      { format: 'webp', width: 600, height: 300 },
      { format: 'webp', width: 600, height: 300 },
    ]);
  });

  it('refuses bytes that do not decode', async () => {
    const garbage = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]);
    await expect(renderVariants(garbage)).rejects.toBeInstanceOf(UnreadableImageError);
  });
});
