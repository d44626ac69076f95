import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../infrastructure/config/app-config.js';
import { itemEntry, PUBLIC_PAGES, robotsTxt, type SiteSection, sitemapXml } from './site-map.js';

interface ItemPageRow {
  section: SiteSection;
  id: number;
  updated_at: Date;
}

// One statement for every item page: active courses and kits (inactive ones are 404 to visitors),
// and all competencies, which have no such flag.
const ITEM_PAGES_SQL = `
  SELECT 'videocourses' AS section, id, updated_at FROM webinars WHERE is_active
  UNION ALL
  SELECT 'kits', id, updated_at FROM kits WHERE is_active
  UNION ALL
  SELECT 'competencies', id, updated_at FROM competencies
  ORDER BY section DESC, id`;

/** What search engines read at the site's root: robots.txt and the sitemap of public pages. */
@Injectable()
export class SeoService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  robots(): string {
    return robotsTxt(this.config.webUrl);
  }

  async sitemap(): Promise<string> {
    const rows: ItemPageRow[] = await this.dataSource.query(ITEM_PAGES_SQL);
    return sitemapXml(this.config.webUrl, [
      ...PUBLIC_PAGES.map((path) => ({ path })),
      ...rows.map((row) => itemEntry(row.section, row.id, row.updated_at)),
    ]);
  }
}
