import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { FileStorage, type StoredFile } from '../../infrastructure/storage/file-storage.js';
import { detectImageType, IMAGE_TYPES, isImageMimeType } from './image-type.js';
import {
  parseVariantKey,
  renderVariant,
  renderVariants,
  UnreadableImageError,
  variantKey,
  type VariantWidth,
} from './image-variants.js';
import { emptyFile, notAnImage, undecodableImage } from './uploads.errors.js';

export interface IncomingFile {
  /** The type the client declared; checked, but never trusted alone. */
  mimetype: string;
  buffer: Buffer;
}

@Injectable()
export class UploadsService {
  private readonly logger = new Logger(UploadsService.name);
  /** Variants being rendered on demand, by key: concurrent requests for one wait for one render. */
  private readonly rendering = new Map<string, Promise<void>>();

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

  /**
   * A stored file for serving, or null when there is none. A variant of a width added after its
   * image was uploaded is rendered from the original on its first request and stored, so every
   * image keeps a full srcset without a migration step.
   */
  async open(key: string): Promise<StoredFile | null> {
    const stored = await this.storage.open(key);
    if (stored) return stored;
    const variant = parseVariantKey(key);
    if (!variant) return null;
    let rendering = this.rendering.get(key);
    if (!rendering) {
      rendering = this.storeMissingVariant(key, variant.stem, variant.width).finally(() =>
        this.rendering.delete(key),
      );
      this.rendering.set(key, rendering);
    }
    await rendering;
    return this.storage.open(key);
  }

  private async storeMissingVariant(key: string, stem: string, width: VariantWidth) {
    const original = await this.readOriginal(stem);
    if (!original) return;
    const variant = await renderVariant(original, width).catch((error: unknown) => {
      if (!(error instanceof UnreadableImageError)) throw error;
      this.logger.warn(`Stored image ${stem} does not decode; no ${width} px copy`);
      return null;
    });
    if (!variant) return;
    // Another instance may have stored it meanwhile: the file it wrote is the same picture.
    await this.storage.save(key, variant.buffer, 'image/webp').catch(async (error: unknown) => {
      if (!(await this.storage.read(key))) throw error;
    });
  }

  /** The original an on-demand variant is made from: the variant's name drops its extension. */
  private async readOriginal(stem: string): Promise<Buffer | null> {
    for (const extension of Object.values(IMAGE_TYPES)) {
      const bytes = await this.storage.read(`${stem}.${extension}`);
      if (bytes) return bytes;
    }
    return null;
  }
}
