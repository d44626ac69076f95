import { Controller, Logger, Post, Req } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
// Brings request.isMultipart() and request.file() into FastifyRequest's type.
import type {} from '@fastify/multipart';
import { AdminOnly } from '../../common/auth/auth.decorators.js';
import { ApiErrors } from '../../common/dto/api-errors.decorator.js';
import { UploadedImageDto } from './dto/uploaded-image.dto.js';
import {
  fileTooLarge,
  MAX_IMAGE_BYTES,
  noFile,
  notMultipart,
  unreadableFile,
  wrongField,
} from './uploads.errors.js';
import { type IncomingFile, UploadsService } from './uploads.service.js';

const FILE_FIELD = 'file';

@ApiTags('admin-uploads')
@Controller('v2/admin/uploads')
@AdminOnly()
export class AdminUploadsController {
  private readonly logger = new Logger(AdminUploadsController.name);

  constructor(private readonly uploads: UploadsService) {}

  @Post('images')
  @ApiOperation({
    operationId: 'adminUploadImage',
    summary: 'Upload a JPEG, PNG or WebP image (5 MB at most) for a course, kit or certificate',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: [FILE_FIELD],
      properties: { [FILE_FIELD]: { type: 'string', format: 'binary' } },
    },
  })
  @ApiCreatedResponse({ type: UploadedImageDto })
  @ApiErrors(400, 413, 415)
  async uploadImage(@Req() request: FastifyRequest): Promise<UploadedImageDto> {
    return { url: await this.uploads.saveImage(await this.readFile(request)) };
  }

  /** The one file of a multipart request, read into memory within the size limit. */
  private async readFile(request: FastifyRequest): Promise<IncomingFile> {
    if (!request.isMultipart()) throw notMultipart();
    try {
      const part = await request.file({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } });
      if (!part) throw noFile();
      if (part.fieldname !== FILE_FIELD) throw wrongField(part.fieldname);
      return { mimetype: part.mimetype, buffer: await part.toBuffer() };
    } catch (error) {
      if (error instanceof Error && 'code' in error) {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge();
        if (error.code === 'FST_FILES_LIMIT') throw wrongField(FILE_FIELD);
      }
      if (error instanceof Error && !('getStatus' in error)) {
        this.logger.warn({ err: error }, 'Unreadable multipart upload');
        throw unreadableFile();
      }
      throw error;
    }
  }
}
