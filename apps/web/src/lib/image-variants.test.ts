import { describe, expect, it } from 'vitest';
import { IMAGE_SIZES, variantSrcSet } from './image-variants';

describe('srcset of uploaded images', () => {
  it.each([
    ['/uploads/images/0b6a.png', '/uploads/images/0b6a'],
    ['/uploads/images/photo.JPG', '/uploads/images/photo'],
    ['/uploads/webinars/12.jpeg', '/uploads/webinars/12'],
    ['/uploads/images/a-b_c.webp', '/uploads/images/a-b_c'],
  ])('lists the 320, 640, 768 and 1024 px WebP variants of %s', (src, base) => {
    expect(variantSrcSet(src)).toBe(
      `${base}-w320.webp 320w, ${base}-w640.webp 640w, ${base}-w768.webp 768w, ${base}-w1024.webp 1024w`,
    );
  });

  it.each([
    ['an external address', 'https://cdn.example/cover.jpg'],
    ['a file outside /uploads', '/images/author.jpg'],
    ['an SVG upload', '/uploads/images/logo.svg'],
    ['a name with a query', '/uploads/images/a.png?v=2'],
    ['a path that climbs out', '/uploads/../secret.png'],
    ['an empty address', ''],
  ])('has none for %s', (_, src) => {
    expect(variantSrcSet(src)).toBeNull();
  });

  it('describes every layout with a fallback width last', () => {
    for (const sizes of Object.values(IMAGE_SIZES)) {
      expect(sizes.split(', ').at(-1)).toMatch(/^\d+vw$/);
    }
  });
});
