import type { IncomingMessage } from 'node:http';
import { PassThrough, Readable } from 'node:stream';
import { multipartBody, type MultipartPart } from '../../../test/safety-net/multipart.js';
import { AppError } from '../../common/errors/app-error.js';
import { isMultipart, readFormFile } from './multipart-file.js';

const LIMITS = { field: 'file', maxBytes: 1024 };
const png = (content: Buffer, field = 'file'): MultipartPart => ({
  field,
  filename: 'a.png',
  contentType: 'image/png',
  content,
});

/** A request whose body arrives in `chunks`, ending after them unless told to stay open. */
function request(
  chunks: Buffer[],
  contentType: string,
  { ends = true } = {},
): IncomingMessage & PassThrough {
  const body = new PassThrough() as IncomingMessage & PassThrough;
  body.headers = { 'content-type': contentType };
  for (const chunk of chunks) body.write(chunk);
  if (ends) body.end();
  return body;
}

const form = (parts: MultipartPart[], options?: { terminated?: boolean }) => {
  const { body, contentType } = multipartBody(parts, options);
  return request([body], contentType);
};

/** What a read rejected with (undefined if it resolved). */
const rejectionOf = (read: Promise<unknown>) =>
  read.then(
    () => undefined,
    (reason: unknown) => reason,
  );

/** The AppError a read rejected with, as the API would answer it. */
async function refusal(read: Promise<unknown>) {
  const error = await rejectionOf(read);
  expect(error).toBeInstanceOf(AppError);
  const appError = error as AppError;
  return { status: appError.getStatus(), message: appError.message, fields: appError.fieldErrors };
}

describe('readFormFile', () => {
  it('reads the one file of the form, with its declared type, whatever fields come before it', async () => {
    const content = Buffer.from('\x89PNG…'.repeat(50));
    const body = form([{ field: 'title', content: Buffer.from('Обложка') }, png(content)]);

    await expect(readFormFile(body, LIMITS)).resolves.toEqual({
      mimetype: 'image/png',
      buffer: content,
    });
  });

  it('reads a file of exactly the limit', async () => {
    const content = Buffer.alloc(LIMITS.maxBytes, 1);
    await expect(readFormFile(form([png(content)]), LIMITS)).resolves.toMatchObject({
      buffer: content,
    });
  });

  it('refuses a file over the limit with 413 at once, without waiting for the rest of the body', async () => {
    const { body, contentType } = multipartBody([png(Buffer.alloc(LIMITS.maxBytes + 1))], {
      terminated: false,
    });
    const stillSending = request([body], contentType, { ends: false });

    expect(await refusal(readFormFile(stillSending, LIMITS))).toMatchObject({
      status: 413,
      fields: { file: ['Файл слишком большой: не больше 5 МБ'] },
    });
  });

  it('refuses a file in another field, and a second file, as a file not in its field', async () => {
    expect(await refusal(readFormFile(form([png(Buffer.from('x'), 'image')]), LIMITS))).toEqual({
      status: 400,
      message: 'Файл должен быть в поле file',
      fields: { image: ['Файл должен быть в поле file'] },
    });
    const twoFiles = form([png(Buffer.from('x')), png(Buffer.from('y'))]);
    expect(await refusal(readFormFile(twoFiles, LIMITS))).toMatchObject({
      status: 400,
      fields: { file: ['Файл должен быть в поле file'] },
    });
  });

  it('refuses a form without a file, and an empty body, as no file chosen', async () => {
    const fieldsOnly = form([{ field: 'title', content: Buffer.from('x') }]);
    expect(await refusal(readFormFile(fieldsOnly, LIMITS))).toMatchObject({
      message: 'Выберите файл для загрузки',
    });
    const empty = request([], 'multipart/form-data; boundary=x');
    expect(await refusal(readFormFile(empty, LIMITS))).toMatchObject({
      message: 'Выберите файл для загрузки',
    });
  });

  it.each([
    ['an unterminated body', () => form([png(Buffer.from('x'))], { terminated: false })],
    ['a body without the boundary', () => request([Buffer.from('x')], 'multipart/form-data')],
    [
      'too many fields',
      () => form(Array.from({ length: 11 }, () => ({ field: 'f', content: Buffer.from('x') }))),
    ],
    [
      'a client gone mid-body',
      () => {
        const { body, contentType } = multipartBody([png(Buffer.from('x'))], { terminated: false });
        const gone = request([body], contentType, { ends: false });
        setImmediate(() => gone.destroy());
        return gone;
      },
    ],
  ])('rejects %s with the parser’s own error, not a form error', async (_name, body) => {
    const error = await rejectionOf(readFormFile(body(), LIMITS));
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(AppError);
  });
});

describe('isMultipart', () => {
  it.each([
    ['multipart/form-data; boundary=x', true],
    ['Multipart/Form-Data;boundary=x', true],
    ['multipart/form-data', true],
    ['multipart/form-datax', false],
    ['application/json', false],
    [undefined, false],
  ])('%s → %s', (contentType, expected) => {
    const body = Readable.from([]) as unknown as IncomingMessage;
    body.headers = contentType === undefined ? {} : { 'content-type': contentType };
    expect(isMultipart(body)).toBe(expected);
  });
});
