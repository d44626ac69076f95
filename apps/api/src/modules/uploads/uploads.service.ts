import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { FileStorage, type StoredFile } from '../../infrastructure/storage/file-storage.js';
import { detectImageType, IMAGE_TYPES, isImageMimeType } from './image-type.js';
import { renderVariants, UnreadableImageError, variantKey } from './image-variants.js';
import { emptyFile, notAnImage, undecodableImage } from './uploads.errors.js';

export interface IncomingFile {
  /** The type the client declared; checked, but never trusted alone. */
  mimetype: string;
  buffer: Buffer;
}

@Injectable()
export class UploadsService {
  constructor(private readonly storage: FileStorage) {}

  /**
   * Stores a JPEG, PNG or WebP under a fresh name, with its WebP variants beside it (see
   * image-variants.ts), and answers the original's public path.
   */
  async saveImage(file: IncomingFile): Promise<string> {
    if (file.buffer.length === 0) throw emptyFile();
    const detected = detectImageType(file.buffer);
    if (!detected || !isImageMimeType(file.mimetype)) throw notAnImage();
    const variants = await renderVariants(file.buffer).catch((error: unknown) => {
      throw error instanceof UnreadableImageError ? undecodableImage() : error;
    });
    // The bytes decide the extension, so a PNG sent as image/jpeg is still served as a PNG.
    const key = `images/${randomUUID()}.${IMAGE_TYPES[detected]}`;
    // The variants go first: once the original's address exists, so do its variants.
    for (const variant of variants) {
      await this.storage.save(variantKey(key, variant.width), variant.buffer, 'image/webp');
    }
    return this.storage.save(key, file.buffer, detected);
  }

  /** A stored file for serving, or null when there is none. */
  open(key: string): Promise<StoredFile | null> {
    return this.storage.open(key);
  }
}
