import { Controller, Get, Header } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { SeoService } from './seo.service.js';

/** A crawler may read these again within the hour; a new course shows up in the sitemap after it. */
const CACHE_AN_HOUR = 'public, max-age=3600';

/**
 * /robots.txt and /sitemap.xml at the site's root, outside /api like /uploads. They are files for
 * crawlers, not API operations, so the OpenAPI document leaves them out.
 */
@ApiExcludeController()
@Controller()
export class SeoController {
  constructor(private readonly seo: SeoService) {}

  @Get('robots.txt')
  @Header('content-type', 'text/plain; charset=utf-8')
  @Header('cache-control', CACHE_AN_HOUR)
  robots(): string {
    return this.seo.robots();
  }

  @Get('sitemap.xml')
  @Header('content-type', 'application/xml; charset=utf-8')
  @Header('cache-control', CACHE_AN_HOUR)
  sitemap(): Promise<string> {
    return this.seo.sitemap();
  }
}
