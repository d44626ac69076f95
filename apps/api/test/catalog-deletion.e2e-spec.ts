import { AccessGrant, AccessSource } from '../src/modules/access/entities/access-grant.entity.js';
import { AuditEntry } from '../src/modules/audit/entities/audit-entry.entity.js';
import { Kit } from '../src/modules/kits/entities/kit.entity.js';
import { Webinar } from '../src/modules/webinars/entities/webinar.entity.js';
import { createKit, createWebinar } from './support/catalog-factories.js';
import { createAdmin, registerUser, type Session } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const DAY = 24 * 60 * 60 * 1000;

// Deleting a course or a kit reads what other modules own: the kits a course is in, the grants.
describe('deleting catalog items that other records point at', () => {
  let t: TestApp;
  let admin: Session;
  let learner: Session;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t.dataSource, t.http);
    learner = await registerUser(t.http);
  });
  // The run shares one database, and other suites count the whole catalog: leave it as found.
  const made = { webinars: [] as number[], kits: [] as number[] };
  const course = async () => {
    const webinar = await createWebinar(t.dataSource);
    made.webinars.push(webinar.id);
    return webinar;
  };
  const kitOf = async (courses: Webinar[]) => {
    const kit = await createKit(t.dataSource, courses);
    made.kits.push(kit.id);
    return kit;
  };
  afterAll(async () => {
    // Closed whatever happened, or its connections keep jest from exiting; TypeORM refuses an
    // empty list to delete (a run that failed before making any).
    try {
      if (made.kits.length > 0) await t.dataSource.getRepository(Kit).delete(made.kits);
      if (made.webinars.length > 0) await t.dataSource.getRepository(Webinar).delete(made.webinars);
    } finally {
      await t?.close();
    }
  });

  const deletionEntry = (entityType: string, entityId: number) =>
    t.dataSource
      .getRepository(AuditEntry)
      .findOneBy({ entityType, entityId, action: `${entityType}.delete` });

  it('names the kits a deleted course leaves in its audit entry, and the kits keep the rest', async () => {
    const [leaving, staying] = [await course(), await course()];
    const first = await kitOf([leaving, staying]);
    const second = await kitOf([leaving]);
    const unrelated = await kitOf([staying]);

    await t.http().delete(`/api/v2/admin/webinars/${leaving.id}`).set(admin.auth).expect(200);

    const entry = await deletionEntry('webinar', leaving.id);
    expect(entry?.details).toMatchObject({ title: leaving.title });
    const removedFrom = (entry?.details as { removed_from_kit_ids: number[] }).removed_from_kit_ids;
    expect([...removedFrom].sort((a, b) => a - b)).toEqual([first.id, second.id]);
    expect(removedFrom).not.toContain(unrelated.id);
    const kit = await t.dataSource
      .getRepository(Kit)
      .findOne({ where: { id: first.id }, relations: { items: true } });
    expect(kit?.items.map((item) => item.webinarId)).toEqual([staying.id]);
  });

  it('names no kit when the deleted course was in none', async () => {
    const alone = await course();
    await t.http().delete(`/api/v2/admin/webinars/${alone.id}`).set(admin.auth).expect(200);
    expect((await deletionEntry('webinar', alone.id))?.details).toMatchObject({
      removed_from_kit_ids: [],
    });
  });

  it('keeps a kit while a learner holds one of its courses through it, and writes nothing', async () => {
    const webinar = await course();
    const kit = await kitOf([webinar]);
    await t.dataSource.getRepository(AccessGrant).save({
      userId: learner.id,
      webinarId: webinar.id,
      kitId: kit.id,
      source: AccessSource.PAYMENT,
      startsAt: t.clock.now(),
      expiresAt: new Date(t.clock.now().getTime() + DAY),
    });

    const response = await t
      .http()
      .delete(`/api/v2/admin/kits/${kit.id}`)
      .set(admin.auth)
      .expect(409);

    expect(response.body.code).toBe('KIT_HAS_LEARNERS');
    expect(await t.dataSource.getRepository(Kit).existsBy({ id: kit.id })).toBe(true);
    expect(await deletionEntry('kit', kit.id)).toBeNull();
  });
});
