import type { DataSource, EntityManager } from 'typeorm';
import { Certificate } from '../modules/certificates/entities/certificate.entity.js';
import { Competence } from '../modules/content/entities/competence.entity.js';
import { Feedback } from '../modules/content/entities/feedback.entity.js';
import { Message } from '../modules/content/entities/message.entity.js';
import { KitWebinar } from '../modules/kits/entities/kit-webinar.entity.js';
import { Kit } from '../modules/kits/entities/kit.entity.js';
import { Tag } from '../modules/webinars/entities/tag.entity.js';
import { WebinarCustomPrice } from '../modules/webinars/entities/webinar-custom-price.entity.js';
import { WebinarTag } from '../modules/webinars/entities/webinar-tag.entity.js';
import { Webinar } from '../modules/webinars/entities/webinar.entity.js';
import {
  demoCertificates,
  demoCompetencies,
  demoFeedbacks,
  demoKits,
  demoMessages,
  demoWebinars,
} from './demo-catalog.data.js';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Seeds the demo catalog once: a database that already has courses is left alone, so admins' edits
 * survive every restart. The sale window runs from a day before the seed for 90 days.
 */
export async function seedDemoCatalog(
  dataSource: DataSource,
  now: Date,
): Promise<'seeded' | 'skipped'> {
  return dataSource.transaction(async (manager) => {
    if ((await manager.count(Webinar)) > 0) return 'skipped';
    const ids = await seedWebinars(manager, now);
    for (const [index, kit] of demoKits.entries()) {
      const saved = await manager.save(
        manager.create(Kit, {
          title: kit.title,
          description: kit.description,
          price: kit.price,
          priceAzn: kit.priceAzn,
          markId: kit.markId,
          sort: index + 1,
          isActive: true,
        }),
      );
      await manager.insert(
        KitWebinar,
        kit.webinars.map((key, position) => ({
          kitId: saved.id,
          webinarId: ids.get(key)!,
          position,
        })),
      );
    }
    await manager.insert(
      Certificate,
      demoCertificates.map((item, index) => ({ ...item, sort: index + 1 })),
    );
    await manager.insert(
      Competence,
      demoCompetencies.map((item, index) => ({ ...item, sort: index + 1 })),
    );
    await manager.insert(
      Feedback,
      demoFeedbacks.map((item, index) => ({ ...item, sort: index + 1 })),
    );
    await manager.insert(Message, demoMessages);
    return 'seeded';
  });
}

async function seedWebinars(manager: EntityManager, now: Date): Promise<Map<string, number>> {
  const tagTitles = [...new Set(demoWebinars.flatMap((webinar) => webinar.tags))];
  const tags = await manager.save(tagTitles.map((title) => manager.create(Tag, { title })));
  const tagId = new Map(tags.map((tag) => [tag.title, tag.id]));
  const ids = new Map<string, number>();
  for (const [index, demo] of demoWebinars.entries()) {
    const webinar = await manager.save(
      manager.create(Webinar, {
        title: demo.title,
        length: demo.length || null,
        price: demo.price,
        priceAzn: demo.priceAzn,
        shortDescription: demo.shortDescription,
        description: demo.description,
        videoUrl: demo.videoUrl,
        age: 18,
        sort: index + 1,
        isActive: true,
      }),
    );
    ids.set(demo.key, webinar.id);
    await manager.insert(
      WebinarTag,
      demo.tags.map((title) => ({ webinarId: webinar.id, tagId: tagId.get(title)! })),
    );
    if (demo.sale) {
      await manager.insert(WebinarCustomPrice, {
        webinarId: webinar.id,
        start: new Date(now.getTime() - DAY_MS),
        end: new Date(now.getTime() + 90 * DAY_MS),
        price: demo.sale.price,
        priceAzn: demo.sale.priceAzn,
      });
    }
  }
  return ids;
}
