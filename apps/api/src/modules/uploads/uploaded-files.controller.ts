import { Controller, Get, Req, Res, StreamableFile } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { UPLOADS_PUBLIC_PREFIX } from '../../infrastructure/storage/file-storage.js';
import { contentTypeOfExtension } from './image-type.js';
import { uploadedFileNotFound } from './uploads.errors.js';
import { UploadsService } from './uploads.service.js';
import { pathOf } from '../../common/text/url-path.js';

/** Slash-separated names of letters, digits, '-' and '_', with one accepted extension: no '..'. */
const SAFE_KEY = /^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*\.([A-Za-z0-9]+)$/;

/**
 * Serves the stored images at /uploads/… (outside /api). Names are random and never reused, so the
 * answers may be cached for a year.
 */
@ApiExcludeController()
@Controller('uploads')
export class UploadedFilesController {
  constructor(private readonly uploads: UploadsService) {}

  @Get('*')
  async serve(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    const key = keyOf(request.url);
    const type = key ? contentTypeOfExtension(SAFE_KEY.exec(key)![1]!) : null;
    const file = key && type ? await this.uploads.open(key) : null;
    if (!file || !type) throw uploadedFileNotFound();
    void reply.header('cache-control', 'public, max-age=31536000, immutable');
    return new StreamableFile(file.stream, { type, length: file.size });
  }
}

function keyOf(url: string): string | null {
  const path = pathOf(url);
  if (!path.startsWith(UPLOADS_PUBLIC_PREFIX)) return null;
  let key: string;
  try {
    key = decodeURIComponent(path.slice(UPLOADS_PUBLIC_PREFIX.length));
  } catch {
    return null;
  }
  return SAFE_KEY.test(key) ? key : null;
}
