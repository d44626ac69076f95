import { randomBytes } from 'node:crypto';
import { api, expectOk } from './support/api-client.js';
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
      const { users } = expectOk(
        await api(t, admin).GET('/api/v2/admin/users', {
          params: { query: { search, per_page: 100 } },
        }),
      );
      expect(idsOf(users)).toContain(learner.id);
    }
  });

  it('finds webinars and kits by a Cyrillic title in another case, ё included', async () => {
    const title = `Ёмкие Личные Границы ${tag()}`;
    const webinar = await createWebinar(t.dataSource, { title });
    const kit = await createKit(t.dataSource, [webinar], { title });
    for (const search of [title.toLowerCase(), title.toUpperCase(), 'ёмкие личные']) {
      const query = { search, per_page: 100 };
      const { webinars } = expectOk(
        await api(t, admin).GET('/api/v2/admin/webinars', { params: { query } }),
      );
      expect(idsOf(webinars)).toContain(webinar.id);
      const { kits } = expectOk(
        await api(t, admin).GET('/api/v2/admin/kits', { params: { query } }),
      );
      expect(idsOf(kits)).toContain(kit.id);
    }
  });

  it('still treats % and _ in a search as plain characters', async () => {
    const title = `Скидка 100% ${tag()}`;
    const webinar = await createWebinar(t.dataSource, { title });
    const search = async (text: string) =>
      expectOk(
        await api(t, admin).GET('/api/v2/admin/webinars', { params: { query: { search: text } } }),
      ).webinars;
    expect(idsOf(await search('СКИДКА 100%'))).toContain(webinar.id);
    expect(idsOf(await search('скидка 1_0%'))).not.toContain(webinar.id);
  });
});
