/** The three Russian plural forms: for 1 (one), 2–4 (few) and 5–20 (many). */
export type PluralForms = readonly [one: string, few: string, many: string];

/** Index of the Russian plural form for a count: 0 one, 1 few, 2 many. */
export function pluralIndex(count: number): 0 | 1 | 2 {
  const abs = Math.abs(Math.trunc(count));
  const mod10 = abs % 10;
  const mod100 = abs % 100;
  if (mod10 === 1 && mod100 !== 11) return 0;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return 1;
  return 2;
}

/** Picks the word form for a count; the three forms come from the translations. */
export function pluralRu(count: number, forms: PluralForms): string {
  return forms[pluralIndex(count)];
}
