import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { FileStorage, type StoredFile } from '../../infrastructure/storage/file-storage.js';
import { detectImageType, IMAGE_TYPES, isImageMimeType } from './image-type.js';
import { emptyFile, notAnImage } from './uploads.errors.js';

export interface IncomingFile {
  /** The type the client declared; checked, but never trusted alone. */
  mimetype: string;
  buffer: Buffer;
}

@Injectable()
export class UploadsService {
  constructor(private readonly storage: FileStorage) {}

  /** Stores a JPEG, PNG or WebP under a fresh name and answers its public path. */
  async saveImage(file: IncomingFile): Promise<string> {
    if (file.buffer.length === 0) throw emptyFile();
    const detected = detectImageType(file.buffer);
    if (!detected || !isImageMimeType(file.mimetype)) throw notAnImage();
    // The bytes decide the extension, so a PNG sent as image/jpeg is still served as a PNG.
    return this.storage.save(
      `images/${randomUUID()}.${IMAGE_TYPES[detected]}`,
      file.buffer,
      detected,
    );
  }

  /** A stored file for serving, or null when there is none. */
  open(key: string): Promise<StoredFile | null> {
    return this.storage.open(key);
  }
}
