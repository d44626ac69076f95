/** The image formats the site accepts, recognised by their first bytes rather than by a header. */
export const IMAGE_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
} as const;

export type ImageMimeType = keyof typeof IMAGE_TYPES;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const startsWith = (bytes: Buffer, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The format the bytes really are, or null when they are none of the accepted ones. */
export function detectImageType(bytes: Buffer): ImageMimeType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

export const isImageMimeType = (value: string): value is ImageMimeType => value in IMAGE_TYPES;

/** Content type of a served file by its extension; only the accepted formats are served. */
export function contentTypeOfExtension(extension: string): ImageMimeType | null {
  const found = Object.entries(IMAGE_TYPES).find(([, ext]) => ext === extension.toLowerCase());
  return found ? (found[0] as ImageMimeType) : null;
}
