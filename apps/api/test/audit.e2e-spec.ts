import { randomBytes } from 'node:crypto';
import { User } from '../src/modules/users/entities/user.entity.js';
import { createAdmin, registerUser, type Session } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const unique = (label: string) => `${label} ${randomBytes(4).toString('hex')}`;

interface Entry {
  id: number;
  actor_id: number | null;
  actor: { id: number; login: string; name: string | null } | null;
  action: string;
  entity_type: string;
  entity_id: number;
  details: Record<string, unknown>;
  reason: string | null;
  created_at: string;
}

describe('GET /api/v2/admin/audit', () => {
  let t: TestApp;
  let admin: Session;
  let learner: Session;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t.dataSource, t.http);
    learner = await registerUser(t.http);
  });
  afterAll(() => t.close());

  const audit = async (query: Record<string, unknown>) =>
    (await t.http().get('/api/v2/admin/audit').query(query).set(admin.auth).expect(200)).body as {
      entries: Entry[];
      total: number;
      page: number;
      per_page: number;
    };
  const createWebinar = async () =>
    (
      await t
        .http()
        .post('/api/v2/admin/webinars')
        .set(admin.auth)
        .send({ title: unique('Курс'), price: 1000, price_azn: 20 })
        .expect(201)
    ).body.webinar as { id: number };

  it('is 401 anonymous and 403 for a learner', async () => {
    await t.http().get('/api/v2/admin/audit').expect(401);
    await t.http().get('/api/v2/admin/audit').set(learner.auth).expect(403);
  });

  it("lists one entity's entries newest first: price change, sort, delete", async () => {
    const webinar = await createWebinar();
    await t
      .http()
      .post(`/api/v2/admin/webinars/${webinar.id}/update`)
      .set(admin.auth)
      .send({ price: 1500 })
      .expect(200);
    await t
      .http()
      .post('/api/v2/admin/webinars/sort')
      .set(admin.auth)
      .send({ ids: [webinar.id] })
      .expect(200);
    await t.http().delete(`/api/v2/admin/webinars/${webinar.id}`).set(admin.auth).expect(200);

    const page = await audit({ entity_type: 'webinar', entity_id: webinar.id });
    expect(page).toMatchObject({ total: 4, page: 1, per_page: 20 });
    expect(page.entries.map((entry) => entry.action)).toEqual([
      'webinar.delete',
      'webinar.sort',
      'webinar.price.change',
      'webinar.create',
    ]);
    expect(page.entries[2]).toEqual({
      id: expect.any(Number),
      actor_id: admin.id,
      actor: { id: admin.id, login: admin.login, name: 'Администратор' },
      action: 'webinar.price.change',
      entity_type: 'webinar',
      entity_id: webinar.id,
      details: {
        old: { price: 1000, price_azn: 20, prolongation_price: null, prolongation_price_azn: null },
        new: { price: 1500, price_azn: 20, prolongation_price: null, prolongation_price_azn: null },
      },
      reason: null,
      created_at: expect.any(String),
    });
  });

  it('filters by entity type and pages', async () => {
    const kit = (
      await t
        .http()
        .post('/api/v2/admin/kits')
        .set(admin.auth)
        .send({ title: unique('Комплект'), price: 1, price_azn: 1 })
        .expect(201)
    ).body.kit as { id: number };
    await createWebinar();
    const kits = await audit({ entity_type: 'kit', per_page: 100 });
    expect(kits.entries.every((entry) => entry.entity_type === 'kit')).toBe(true);
    expect(kits.entries.map((entry) => entry.entity_id)).toContain(kit.id);

    const first = await audit({ per_page: 1 });
    const second = await audit({ per_page: 1, page: 2 });
    expect(first.entries).toHaveLength(1);
    expect(second.entries[0]!.id).toBeLessThan(first.entries[0]!.id);
    expect(first.total).toBe(second.total);
  });

  it.each([
    [
      { entity_type: 'order' },
      'entity_type должен быть одним из: user, webinar, kit, certificate, payment, consultation_request',
    ],
    [{ entity_id: 'abc' }, 'entity_id должен быть целым положительным числом'],
    [{ entity_id: 0 }, 'entity_id должен быть целым положительным числом'],
    [{ per_page: 1000 }, 'Размер страницы должен быть от 1 до 100'],
    [{ actor_id: 'me' }, 'actor_id должен быть целым положительным числом'],
    [{ from: '21.11.2026' }, 'Дата должна быть в формате ISO 8601, например 2026-11-20T00:00:00Z'],
    [
      { to: '2026-13-01T00:00:00Z' },
      'Дата должна быть в формате ISO 8601, например 2026-11-20T00:00:00Z',
    ],
    [
      { from: '2026-11-21T00:00:00Z', to: '2026-11-20T00:00:00Z' },
      'Конец периода должен быть позже начала',
    ],
    [{ actor: 1 }, 'Поле «actor» не поддерживается'],
  ])('refuses %j', async (query, message) => {
    const response = await t
      .http()
      .get('/api/v2/admin/audit')
      .query(query)
      .set(admin.auth)
      .expect(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', message });
  });

  it("filters by actor and period, and names each entry's actor", async () => {
    const other = await createAdmin(t.dataSource, t.http);
    await t.dataSource
      .getRepository(User)
      .update(other.id, { firstName: 'Анна', lastName: 'Иванова' });
    const before = await createWebinar();
    // Entries are stamped by the database, so the period is cut between real moments.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const cut = new Date().toISOString();
    const mine = await createWebinar();
    const theirs = (
      await t
        .http()
        .post('/api/v2/admin/webinars')
        .set(other.auth)
        .send({ title: unique('Курс'), price: 1000, price_azn: 20 })
        .expect(201)
    ).body.webinar as { id: number };

    const byOther = await audit({ actor_id: other.id });
    expect(byOther.total).toBe(1);
    expect(byOther.entries[0]).toMatchObject({
      entity_id: theirs.id,
      actor_id: other.id,
      actor: { id: other.id, login: other.login, name: 'Иванова Анна' },
    });
    const since = await audit({ from: cut, actor_id: admin.id, entity_type: 'webinar' });
    expect(since.entries.map((entry) => entry.entity_id)).toEqual([mine.id]);
    const until = await audit({ to: cut, entity_type: 'webinar', per_page: 100 });
    const ids = until.entries.map((entry) => entry.entity_id);
    expect(ids).toContain(before.id);
    expect(ids).not.toContain(mine.id);
    const window = await audit({ from: cut, to: new Date().toISOString(), actor_id: other.id });
    expect(window.entries.map((entry) => entry.entity_id)).toEqual([theirs.id]);
  });

  it('reads a bare day as a whole Moscow day, as the payments list and the statistics do', async () => {
    const webinars = [await createWebinar(), await createWebinar(), await createWebinar()];
    // 00:30 and 23:30 on 1 November in Moscow, then 00:30 on 2 November.
    const moments = ['2026-10-31T21:30:00Z', '2026-11-01T20:30:00Z', '2026-11-01T21:30:00Z'];
    for (const [index, webinar] of webinars.entries()) {
      await t.dataSource.query(
        `UPDATE audit_log SET created_at = $2 WHERE entity_type = 'webinar' AND entity_id = $1`,
        [webinar.id, moments[index]],
      );
    }
    const listed = async (from: string, to: string) =>
      (await audit({ from, to, entity_type: 'webinar', per_page: 100 })).entries
        .map((entry) => entry.entity_id)
        .filter((id) => webinars.some((webinar) => webinar.id === id))
        .sort((a, b) => a - b);
    expect(await listed('2026-11-01', '2026-11-01')).toEqual([webinars[0]!.id, webinars[1]!.id]);
    expect(await listed('2026-11-02', '2026-11-02')).toEqual([webinars[2]!.id]);
    expect(await listed('2026-10-31T21:00:00Z', '2026-10-31T22:00:00Z')).toEqual([webinars[0]!.id]);
  });
});
