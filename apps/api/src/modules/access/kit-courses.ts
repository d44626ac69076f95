import type { EntityManager } from 'typeorm';

/**
 * The courses a kit purchase grants, in kit order. The kits module owns them and sits above
 * access, so access declares what it needs here and the kits module provides it.
 */
export abstract class KitCourses {
  abstract webinarIds(manager: EntityManager, kitId: number): Promise<number[]>;
}
