/**
 * The author's portrait: src/assets/author/portrait.{jpg,jpeg,png,webp} when the author has put
 * one there (see that folder's README), else null and the pages draw a placeholder. Resolved at
 * build time, so a missing photo costs no request and a present one gets a hashed, cached URL.
 */
const found = import.meta.glob<string>('../assets/author/portrait.{jpg,jpeg,png,webp}', {
  eager: true,
  query: '?url',
  import: 'default',
});

export const authorPhoto: string | null = Object.values(found)[0] ?? null;

/** The photo's frame, width to height; the photo is cropped to it. */
export const AUTHOR_PHOTO_RATIO = '4 / 5';
