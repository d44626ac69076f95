import type { EntityManager } from 'typeorm';

/**
 * The kits a course is in. The kits module owns that list and sits above webinars, so webinars
 * declares what it needs here and the kits module provides it.
 */
export abstract class WebinarKits {
  abstract kitIdsOf(manager: EntityManager, webinarId: number): Promise<number[]>;
}
