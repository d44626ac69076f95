import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { FileStorage, LocalDiskStorage } from './file-storage.js';

/** The file storage every module writes through; another storage replaces the disk here alone. */
@Global()
@Module({
  providers: [
    {
      provide: FileStorage,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new LocalDiskStorage(config.uploads.dir),
    },
  ],
  exports: [FileStorage],
})
export class StorageModule {}
