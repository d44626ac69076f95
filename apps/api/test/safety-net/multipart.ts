/** One part of a multipart/form-data body: a file when it has a file name, else a plain field. */
export interface MultipartPart {
  field: string;
  filename?: string;
  contentType?: string;
  content: Buffer;
}

const BOUNDARY = 'safety-net-boundary-3c9e';

/** A multipart/form-data body built by hand, so tests can also leave it unterminated. */
export function multipartBody(
  parts: MultipartPart[],
  { terminated = true } = {},
): { body: Buffer; contentType: string } {
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.field}"` +
        (part.filename !== undefined ? `; filename="${part.filename}"` : '') +
        `\r\n${part.contentType ? `Content-Type: ${part.contentType}\r\n` : ''}\r\n`,
    ),
    part.content,
    Buffer.from('\r\n'),
  ]);
  if (terminated) chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${BOUNDARY}` };
}
