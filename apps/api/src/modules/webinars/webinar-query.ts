import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import { Webinar } from './entities/webinar.entity.js';

/** Webinars with their tags and price windows, in catalog order (sort, then priority, then id). */
export function webinarQuery(manager: EntityManager): SelectQueryBuilder<Webinar> {
  return manager
    .createQueryBuilder(Webinar, 'webinar')
    .leftJoinAndSelect('webinar.tagLinks', 'tagLink')
    .leftJoinAndSelect('tagLink.tag', 'tag')
    .leftJoinAndSelect('webinar.customPrices', 'customPrice')
    .orderBy('webinar.sort', 'ASC', 'NULLS LAST')
    .addOrderBy('webinar.priority', 'DESC')
    .addOrderBy('webinar.id', 'ASC')
    .addOrderBy('tag.title', 'ASC');
}
