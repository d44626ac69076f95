import { Module } from '@nestjs/common';
import { AdminUploadsController } from './admin-uploads.controller.js';
import { UploadedFilesController } from './uploaded-files.controller.js';
import { UploadsService } from './uploads.service.js';

@Module({
  controllers: [AdminUploadsController, UploadedFilesController],
  providers: [UploadsService],
})
export class UploadsModule {}
