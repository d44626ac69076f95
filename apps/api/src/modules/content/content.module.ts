import { Module } from '@nestjs/common';
import { ContentController } from './content.controller.js';
import { ContentService } from './content.service.js';
import { SeoController } from './seo/seo.controller.js';
import { SeoService } from './seo/seo.service.js';

@Module({
  controllers: [ContentController, SeoController],
  providers: [ContentService, SeoService],
})
export class ContentModule {}
