// Cover files for the benchmark catalog (seed.mjs points every course at /uploads/webinars/<n>.jpg
// and most kits at /uploads/kits/<n>.jpg): a photo-like JPEG of about 70 KB each, as issue 11
// measured, and the WebP variants beside each one, rendered by the API's own upload code
// (apps/api/src/modules/uploads/image-variants.ts, from the built API), so the benchmark serves
// exactly what a real upload would.

import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** A few distinct pictures are enough: each address is still its own file, fetched on its own. */
const DISTINCT_PICTURES = 8;
const COVER_WIDTH = 1280;
const COVER_HEIGHT = 720;
const SHAPES = 450;
const JPEG_QUALITY = 75;
const UPLOADS_PREFIX = '/uploads/';

/** The built API's variant code and its sharp; `renderVariants` is null in a build without it. */
async function loadApiImaging(apiDist) {
  const variantsModule = path.join(apiDist, 'modules/uploads/image-variants.js');
  // sharp is the API's dependency: resolved from the API, not from the repository root.
  const require = createRequire(path.join(apiDist, 'main.js'));
  const { default: sharp } = await import(pathToFileURL(require.resolve('sharp')).href);
  if (!fs.existsSync(variantsModule)) return { sharp, renderVariants: null, variantKey: null };
  const { renderVariants, variantKey } = await import(pathToFileURL(variantsModule).href);
  return { sharp, renderVariants, variantKey };
}

/** A small seeded generator, so every run draws the same pictures. */
function randomGenerator(seed) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 4_294_967_296;
  };
}

/**
 * A photo-like picture: hundreds of soft, overlapping shapes keep detail at every size, so JPEG
 * and WebP compress it about as they would a photo (a flat or noisy picture would flatter WebP).
 */
async function picture(sharp, index) {
  const random = randomGenerator(index + 1);
  const shapes = Array.from({ length: SHAPES }, () => {
    const colour = `hsl(${Math.floor(random() * 360)},${40 + Math.floor(random() * 40)}%,${30 + Math.floor(random() * 50)}%)`;
    return (
      `<ellipse cx="${Math.floor(random() * COVER_WIDTH)}" cy="${Math.floor(random() * COVER_HEIGHT)}" ` +
      `rx="${4 + Math.floor(random() * 50)}" ry="${4 + Math.floor(random() * 50)}" ` +
      `fill="${colour}" fill-opacity="${(0.3 + random() * 0.6).toFixed(2)}"/>`
    );
  });
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}">` +
      `<rect width="100%" height="100%" fill="hsl(${(index * 47) % 360},45%,55%)"/>` +
      `${shapes.join('')}</svg>`,
  );
  return sharp(svg).jpeg({ quality: JPEG_QUALITY }).toBuffer();
}

/**
 * Writes a cover for every image address (`/uploads/<key>`) into `uploadDir`, with its WebP
 * variants when the built API makes them (`variants: false` leaves them out, as for an upload made
 * before variants existed). Answers how many files and bytes were written.
 */
export async function writeCovers(uploadDir, addresses, apiDist, { variants = true } = {}) {
  const { sharp, renderVariants, variantKey } = await loadApiImaging(apiDist);
  const withVariants = variants && renderVariants !== null;
  const pictures = [];
  for (let index = 0; index < DISTINCT_PICTURES; index += 1) {
    const original = await picture(sharp, index);
    pictures.push({ original, copies: withVariants ? await renderVariants(original) : [] });
  }
  let files = 0;
  let bytes = 0;
  const write = (key, buffer) => {
    const file = path.join(uploadDir, key);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, buffer);
    files += 1;
    bytes += buffer.length;
  };
  for (const [index, address] of addresses.entries()) {
    if (!address.startsWith(UPLOADS_PREFIX)) continue;
    const key = address.slice(UPLOADS_PREFIX.length);
    const { original, copies } = pictures[index % DISTINCT_PICTURES];
    write(key, original);
    for (const copy of copies) write(variantKey(key, copy.width), copy.buffer);
  }
  return { files, bytes, withVariants };
}
