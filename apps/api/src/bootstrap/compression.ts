import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/** Answers smaller than this are sent as they are: neither compressed nor tagged for revalidation. */
export const SMALL_ANSWER_BYTES = 1024;

/**
 * Compresses answers of 1 KB and more for clients that accept brotli or gzip (the course list
 * shrinks from about 850 KB to about 50 KB). Answers are dynamic, so brotli runs at quality 4: close
 * to its best ratio on JSON for a fraction of the CPU of its default 11. Request bodies are never
 * compressed by our clients, so nothing is decompressed on the way in.
 * Register before the routes: the plugin attaches itself to each route as it is added.
 */
export async function registerCompression(app: NestFastifyApplication): Promise<void> {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: SMALL_ANSWER_BYTES,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    globalDecompression: false,
  });
}
