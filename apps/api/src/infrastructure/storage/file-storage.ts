import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { link, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, relative, resolve } from 'node:path';
import type { Readable } from 'node:stream';

/** The public path prefix every stored file is served under. */
export const UPLOADS_PUBLIC_PREFIX = '/uploads/';

/**
 * Where uploaded files go. Keys are relative, slash-separated paths such as `images/<uuid>.png`; a
 * key is never written twice, which is what lets browsers cache the files for a year.
 */
export abstract class FileStorage {
  /** Stores the bytes under `key` and answers the public path they are served at. */
  abstract save(key: string, buffer: Buffer, contentType: string): Promise<string>;

  /** A stored file for reading, or null when there is none. */
  abstract open(key: string): Promise<StoredFile | null>;

  /** A stored file's bytes, or null when there is none. */
  abstract read(key: string): Promise<Buffer | null>;
}

export interface StoredFile {
  stream: Readable;
  size: number;
}

/** Files on the local disk under UPLOAD_DIR (a Docker volume in production). */
export class LocalDiskStorage extends FileStorage {
  private readonly root: string;

  constructor(root: string) {
    super();
    this.root = resolve(root);
  }

  async save(key: string, buffer: Buffer, _contentType: string): Promise<string> {
    const path = this.pathOf(key);
    if (!path) throw new Error(`Storage key leaves the upload directory: ${key}`);
    await mkdir(dirname(path), { recursive: true });
    // Written aside, then hard-linked into place: a reader never sees half a file, and link()
    // fails with EEXIST rather than overwrite a stored key.
    const partial = `${path}.${randomUUID()}.partial`;
    try {
      await writeFile(partial, buffer, { flag: 'wx' });
      await link(partial, path);
    } finally {
      await rm(partial, { force: true });
    }
    return `${UPLOADS_PUBLIC_PREFIX}${key}`;
  }

  /** Also null when the key would leave the root. */
  async open(key: string): Promise<StoredFile | null> {
    const path = this.pathOf(key);
    if (!path) return null;
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) return null;
    return { stream: createReadStream(path), size: info.size };
  }

  /** Also null when the key would leave the root. */
  async read(key: string): Promise<Buffer | null> {
    const path = this.pathOf(key);
    if (!path) return null;
    const info = await stat(path).catch(() => null);
    return info?.isFile() ? readFile(path) : null;
  }

  /** The absolute path of a key, or null when it would resolve outside the root. */
  private pathOf(key: string): string | null {
    const path = resolve(this.root, key);
    const inside = relative(this.root, path);
    return inside && !inside.startsWith('..') && !isAbsolute(inside) ? path : null;
  }
}
