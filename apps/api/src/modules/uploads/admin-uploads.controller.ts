import { Controller, Logger, Post, Req } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AdminOnly } from '../../common/auth/auth.decorators.js';
import { AppError } from '../../common/errors/app-error.js';
import { ApiErrors } from '../../common/dto/api-errors.decorator.js';
import { UploadedImageDto } from './dto/uploaded-image.dto.js';
import { isMultipart, readFormFile } from './multipart-file.js';
import { MAX_IMAGE_BYTES, notMultipart, unreadableFile } from './uploads.errors.js';
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
    if (!isMultipart(request.raw)) throw notMultipart();
    try {
      return await readFormFile(request.raw, { field: FILE_FIELD, maxBytes: MAX_IMAGE_BYTES });
    } catch (error) {
      if (error instanceof AppError) throw error;
      this.logger.warn({ err: error }, 'Unreadable multipart upload');
      throw unreadableFile();
    }
  }
}
