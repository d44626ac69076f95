import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

/**
 * What Russian text takes from the webfonts' Latin files besides Latin letters: the space, digits,
 * punctuation, guillemets, dashes, quotes, the ellipsis and the no-break space of prices. In
 * @fontsource-variable's files they are in the Latin subset (about 30 KB a family), which the page
 * did not preload: every paragraph was first laid out with the fallback's spaces and laid out again
 * when it came, a paragraph of three lines becoming two and everything below moving up (a layout
 * shift on a course's page). Cut from the Latin files into files of about 9 KB that index.html
 * preloads with the Cyrillic ones, they make Russian text whole from the first paint.
 */
export const PUNCTUATION =
  ' !"#$%&\'()*+,-./0123456789:;<=>?@[\\]^_`{|}~\u00a0©«°·»\u2013\u2014\u2018\u2019\u201a\u201c\u201d\u201e\u2026€\u2212';

/** The Latin files the punctuation is cut from, and the file each cut is written to. */
export const PUNCTUATION_FONTS = [
  {
    source: '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2',
    file: 'source-sans-3-punctuation-wght-normal.woff2',
  },
  {
    source: '@fontsource-variable/lora/files/lora-latin-wght-normal.woff2',
    file: 'lora-punctuation-wght-normal.woff2',
  },
] as const;

/** Where the cuts are written (ignored by git), beside fonts.css, which names them. */
export const PUNCTUATION_FONTS_DIR = 'src/styles/generated';

/** The punctuation of a Latin file as a WOFF2 file, the variable weight axis kept. */
export const cutPunctuation = (latin: Uint8Array, format: 'woff2' | 'sfnt' = 'woff2') =>
  subsetFont(latin, PUNCTUATION, { targetFormat: format });

/** Writes each cut unless the file already holds it (an unchanged file does not wake the dev server). */
export async function writePunctuationFonts(root: string): Promise<void> {
  const require = createRequire(path.join(root, 'package.json'));
  const dir = path.join(root, PUNCTUATION_FONTS_DIR);
  await mkdir(dir, { recursive: true });
  await Promise.all(
    PUNCTUATION_FONTS.map(async ({ source, file }) => {
      const cut = await cutPunctuation(await readFile(require.resolve(source)));
      const target = path.join(dir, file);
      const current = await readFile(target).catch(() => undefined);
      if (!current?.equals(cut)) await writeFile(target, cut);
    }),
  );
}

/** Cuts the punctuation files before the build or the dev server reads index.html and fonts.css. */
export function punctuationFonts(): Plugin {
  let root = process.cwd();
  return {
    name: 'course-shop:punctuation-fonts',
    configResolved: (config) => {
      root = config.root;
    },
    buildStart: () => writePunctuationFonts(root),
  };
}
