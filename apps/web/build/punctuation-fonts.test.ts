// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { cutPunctuation, PUNCTUATION, PUNCTUATION_FONTS } from './punctuation-fonts';

const require = createRequire(import.meta.url);
const root = new URL('..', import.meta.url);

/** The code points of a CSS unicode-range ("U+0020-0040, U+00A0"). */
function codePoints(range: string): Set<number> {
  const points = new Set<number>();
  for (const part of range.split(',')) {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    for (let point = parseInt(from, 16); point <= parseInt(to, 16); point += 1) points.add(point);
  }
  return points;
}

/** fonts.css's faces: the file each names and its unicode-range, per family. */
async function faces(): Promise<{ family: string; file: string; range: Set<number> }[]> {
  const css = await readFile(new URL('src/styles/fonts.css', root), 'utf8');
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => ({
    family: /font-family:\s*'([^']+)'/.exec(body)![1],
    file: /url\('([^']+)'\)/.exec(body)![1].split('/').pop()!,
    range: codePoints(/unicode-range:([^;]+);/.exec(body)![1]),
  }));
}

/** The characters a TrueType/OpenType file maps to a glyph (its Windows Unicode cmap, format 4). */
function mappedCharacters(font: Buffer): Set<number> {
  const tables = new Map<string, number>();
  for (let record = 0; record < font.readUInt16BE(4); record += 1) {
    const at = 12 + record * 16;
    tables.set(font.toString('latin1', at, at + 4), font.readUInt32BE(at + 8));
  }
  const cmap = tables.get('cmap')!;
  let subtable = -1;
  for (let record = 0; record < font.readUInt16BE(cmap + 2); record += 1) {
    const at = cmap + 4 + record * 8;
    const [platform, encoding] = [font.readUInt16BE(at), font.readUInt16BE(at + 2)];
    if (platform === 3 && encoding === 1) subtable = cmap + font.readUInt32BE(at + 4);
  }
  expect(font.readUInt16BE(subtable)).toBe(4);
  const segments = font.readUInt16BE(subtable + 6) / 2;
  const ends = subtable + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  const mapped = new Set<number>();
  for (let segment = 0; segment < segments; segment += 1) {
    const [start, end] = [
      font.readUInt16BE(starts + segment * 2),
      font.readUInt16BE(ends + segment * 2),
    ];
    const delta = font.readInt16BE(deltas + segment * 2);
    const rangeOffsetAt = rangeOffsets + segment * 2;
    const rangeOffset = font.readUInt16BE(rangeOffsetAt);
    for (let point = start; point <= end && point !== 0xffff; point += 1) {
      const glyph = rangeOffset
        ? font.readUInt16BE(rangeOffsetAt + rangeOffset + (point - start) * 2)
        : (point + delta) & 0xffff;
      if (glyph !== 0) mapped.add(point);
    }
  }
  return mapped;
}

const punctuation = new Set([...PUNCTUATION].map((character) => character.codePointAt(0)!));
const packageRanges = async (family: string) =>
  JSON.parse(
    await readFile(require.resolve(`@fontsource-variable/${family}/unicode.json`), 'utf8'),
  ) as Record<string, string>;

describe('the punctuation fonts', () => {
  it.each(PUNCTUATION_FONTS)(
    '$file draws every character it is cut for, at every weight',
    async ({ source }) => {
      const cut = await cutPunctuation(await readFile(require.resolve(source)), 'sfnt');
      expect(mappedCharacters(cut)).toEqual(punctuation);
      // The variable weight axis survives the cut: one file for every weight, like the others.
      expect(cut.includes(Buffer.from('fvar'))).toBe(true);
    },
  );

  it.each([
    ['Source Sans 3 Variable', 'source-sans-3'],
    ['Lora Variable', 'lora'],
  ])(
    '%s: fonts.css gives each character one face, as the package splits them',
    async (family, name) => {
      const ranges = await packageRanges(name);
      const [cyrillic, punctuationFace, latin] = (await faces()).filter(
        (face) => face.family === family,
      );
      expect(cyrillic.file).toBe(`${name}-cyrillic-wght-normal.woff2`);
      expect(cyrillic.range).toEqual(codePoints(ranges.cyrillic));
      expect(punctuationFace.file).toBe(`${name}-punctuation-wght-normal.woff2`);
      expect(punctuationFace.range).toEqual(punctuation);
      expect(latin.file).toBe(`${name}-latin-wght-normal.woff2`);
      expect([...latin.range].filter((point) => punctuation.has(point))).toEqual([]);
      expect(new Set([...latin.range, ...punctuation])).toEqual(codePoints(ranges.latin));
    },
  );
});
