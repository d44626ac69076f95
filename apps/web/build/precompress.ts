import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** Smaller files are sent as they are: compressing them saves less than a packet. */
export const PRECOMPRESS_MIN_BYTES = 1024;
const TEXT_FILES = /\.(js|mjs|css|html|json|svg|txt|xml|map|webmanifest)$/;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Writes `file.br` (brotli at its best quality, 11) and `file.gz` (gzip 9) beside every text file
 * of `dir` of at least PRECOMPRESS_MIN_BYTES, keeping a variant only when it is smaller than the
 * file. The API serves them to browsers that accept them (@fastify/static's preCompressed), so
 * nothing is compressed per request and brotli can take its time once here.
 */
export async function precompressDir(dir: string): Promise<number> {
  const files = (await filesUnder(dir)).filter((file) => TEXT_FILES.test(file));
  let written = 0;
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size < PRECOMPRESS_MIN_BYTES) return;
      const body = await readFile(file);
      const variants: Array<[string, Buffer]> = [
        [
          '.br',
          await brotli(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
        ],
        ['.gz', await gzipAsync(body, { level: constants.Z_BEST_COMPRESSION })],
      ];
      for (const [extension, compressed] of variants) {
        if (compressed.length >= body.length) continue;
        await writeFile(file + extension, compressed);
        written += 1;
      }
    }),
  );
  return written;
}

/** Precompresses the build output once Vite has written it (build only, not the dev server). */
export function precompress(): Plugin {
  let outDir = '';
  let log: (message: string) => void = () => {};
  return {
    name: 'course-shop:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      log = (message) => config.logger.info(message);
    },
    async closeBundle() {
      log(`precompressed: ${await precompressDir(outDir)} .br/.gz files written`);
    },
  };
}
