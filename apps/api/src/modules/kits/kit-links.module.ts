import { Global, Module } from '@nestjs/common';
import { KitCourses } from '../access/kit-courses.js';
import { WebinarKits } from '../webinars/webinar-kits.js';
import { KitWebinarLinks } from './kit-webinar-links.js';

/**
 * Global so that access and webinars, which the kits module imports and so cannot import it back,
 * still get the kit links through the ports they declare.
 */
@Global()
@Module({
  providers: [
    KitWebinarLinks,
    { provide: KitCourses, useExisting: KitWebinarLinks },
    { provide: WebinarKits, useExisting: KitWebinarLinks },
  ],
  exports: [KitCourses, WebinarKits],
})
export class KitLinksModule {}
