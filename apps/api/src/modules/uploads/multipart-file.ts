import type { IncomingMessage } from 'node:http';
import { Busboy, type BusboyFileStream } from '@fastify/busboy';
import { fileTooLarge, noFile, wrongField } from './uploads.errors.js';
import type { IncomingFile } from './uploads.service.js';

/** What a form may hold besides its file: a few short fields, and no more parts than that. */
const FORM_LIMITS = { files: 1, fields: 10, fieldSize: 1024, parts: 11, headerPairs: 100 };

/** Whether the body is multipart/form-data (its media type, whatever the parameters). */
export const isMultipart = (request: IncomingMessage): boolean =>
  /^multipart\/form-data\s*(;|$)/i.test(request.headers['content-type'] ?? '');

/**
 * Reads a multipart/form-data body holding one file, in `field`, of at most `maxBytes`, into
 * memory. Rejects with the uploads module's errors for a form the client got wrong (no file, a file
 * in another field or a second one, a file too large: that one at once, without reading the rest)
 * and with the parser's own error for a body that is not a readable form (an unterminated body, a
 * missing boundary, too many parts or fields). Resolves once the whole body has been read.
 */
export function readFormFile(
  request: IncomingMessage,
  { field, maxBytes }: { field: string; maxBytes: number },
): Promise<IncomingFile> {
  return new Promise((resolve, reject) => {
    let parser: ReturnType<typeof Busboy>;
    try {
      parser = Busboy({
        headers: request.headers as { 'content-type': string },
        limits: { ...FORM_LIMITS, fileSize: maxBytes },
      });
    } catch (error) {
      reject(error);
      return;
    }

    let file: IncomingFile | undefined;
    let settled = false;
    let sawData = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      request.unpipe(parser);
      // The rest of the body is read and dropped, so the connection stays usable.
      request.resume();
      outcome();
    };
    const fail = (error: unknown) => settle(() => reject(error));

    const readFile = (stream: BusboyFileStream, mimetype: string) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => fail(fileTooLarge()));
      stream.on('end', () => {
        if (!stream.truncated) file = { mimetype, buffer: Buffer.concat(chunks) };
      });
    };

    parser.on('file', (name, stream, _filename, _encoding, mimetype) => {
      // A part cut short errors on its own stream: unheard, that error would end the process.
      stream.on('error', fail);
      if (settled || name !== field) {
        stream.resume();
        if (name !== field) fail(wrongField(name));
        return;
      }
      readFile(stream, mimetype);
    });
    parser.on('filesLimit', () => fail(wrongField(field)));
    parser.on('partsLimit', () => fail(new Error('Multipart: too many parts')));
    parser.on('fieldsLimit', () => fail(new Error('Multipart: too many fields')));
    parser.on('error', (error: Error) =>
      // An empty body is an empty form, not a broken one.
      fail(!sawData && /unexpected end/i.test(error.message) ? noFile() : error),
    );
    parser.on('finish', () => settle(() => (file ? resolve(file) : reject(noFile()))));
    request.once('data', () => {
      sawData = true;
    });
    // A client gone mid-body: the parser would wait for the rest for ever.
    request.on('close', () => {
      if (!request.readableEnded) fail(new Error('Multipart: the request closed before its end'));
    });
    request.pipe(parser);
  });
}
