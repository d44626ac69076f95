import { randomBytes } from 'node:crypto';
import { createKit, createWebinar } from './support/catalog-factories.js';
import { createAdmin, registerUser, type Session } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const tag = () => randomBytes(4).toString('hex');
const idsOf = (items: { id: number }[]) => items.map((item) => item.id);

describe('case-insensitive search in a database with the C locale', () => {
  let t: TestApp;
  let admin: Session;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t.dataSource, t.http);
  });
  afterAll(() => t.close());

  it('runs where PostgreSQL itself folds only ASCII (what the rest of this file proves)', async () => {
    const [row] = await t.dataSource.query(
      `SELECT datctype, 'Светлана' ILIKE '%светлана%' AS folds
       FROM pg_database WHERE datname = current_database()`,
    );
    expect(row).toEqual({ datctype: 'C', folds: false });
  });

  it("finds the user 'Светлана' by 'светлана' and 'СВЕТЛАНА'", async () => {
    const lastName = `Коваленко${tag()}`;
    const learner = await registerUser(t.http, { first_name: 'Светлана', last_name: lastName });
    for (const search of ['светлана', 'СВЕТЛАНА', lastName.toUpperCase(), lastName.toLowerCase()]) {
      const response = await t
        .http()
        .get('/api/v2/admin/users')
        .query({ search, per_page: 100 })
        .set(admin.auth)
        .expect(200);
      expect(idsOf(response.body.users)).toContain(learner.id);
    }
  });

  it('finds webinars and kits by a Cyrillic title in another case, ё included', async () => {
    const title = `Ёмкие Личные Границы ${tag()}`;
    const webinar = await createWebinar(t.dataSource, { title });
    const kit = await createKit(t.dataSource, [webinar], { title });
    for (const search of [title.toLowerCase(), title.toUpperCase(), 'ёмкие личные']) {
      const webinars = await t
        .http()
        .get('/api/v2/admin/webinars')
        .query({ search, per_page: 100 })
        .set(admin.auth)
        .expect(200);
      expect(idsOf(webinars.body.webinars)).toContain(webinar.id);
      const kits = await t
        .http()
        .get('/api/v2/admin/kits')
        .query({ search, per_page: 100 })
        .set(admin.auth)
        .expect(200);
      expect(idsOf(kits.body.kits)).toContain(kit.id);
    }
  });

  it('still treats % and _ in a search as plain characters', async () => {
    const title = `Скидка 100% ${tag()}`;
    const webinar = await createWebinar(t.dataSource, { title });
    const found = await t
      .http()
      .get('/api/v2/admin/webinars')
      .query({ search: 'СКИДКА 100%' })
      .set(admin.auth)
      .expect(200);
    expect(idsOf(found.body.webinars)).toContain(webinar.id);
    const wildcard = await t
      .http()
      .get('/api/v2/admin/webinars')
      .query({ search: 'скидка 1_0%' })
      .set(admin.auth)
      .expect(200);
    expect(idsOf(wildcard.body.webinars)).not.toContain(webinar.id);
  });
});
