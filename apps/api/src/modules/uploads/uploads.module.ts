import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { AdminUploadsController } from './admin-uploads.controller.js';
import { FileStorage, LocalDiskStorage } from './file-storage.js';
import { UploadedFilesController } from './uploaded-files.controller.js';
import { UploadsService } from './uploads.service.js';

@Module({
  controllers: [AdminUploadsController, UploadedFilesController],
  providers: [
    {
      provide: LocalDiskStorage,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new LocalDiskStorage(config.uploads.dir),
    },
    // Uploads go through the interface, so another storage can replace the disk in one place.
    { provide: FileStorage, useExisting: LocalDiskStorage },
    UploadsService,
  ],
})
export class UploadsModule {}
