/**
 * Text limits of the providers' fields. Counted in characters (code points), so a cut never splits
 * a surrogate pair, which would make encodeURIComponent throw and a provider reject the text.
 */
export const clip = (text: string, maxChars: number): string =>
  Array.from(text.trim()).slice(0, maxChars).join('');

/** Enough of an address for a receipt; the provider checks the rest. */
export const looksLikeEmail = (text: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text);
