import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { KitCourses } from '../access/kit-courses.js';
import type { WebinarKits } from '../webinars/webinar-kits.js';
import { KitWebinar } from './entities/kit-webinar.entity.js';

/** Reads which courses are in which kits for the modules below kits (access, webinars). */
@Injectable()
export class KitWebinarLinks implements KitCourses, WebinarKits {
  async webinarIds(manager: EntityManager, kitId: number): Promise<number[]> {
    const items = await manager.find(KitWebinar, { where: { kitId }, order: { position: 'ASC' } });
    return items.map((item) => item.webinarId);
  }

  async kitIdsOf(manager: EntityManager, webinarId: number): Promise<number[]> {
    return (await manager.findBy(KitWebinar, { webinarId })).map((item) => item.kitId);
  }
}
