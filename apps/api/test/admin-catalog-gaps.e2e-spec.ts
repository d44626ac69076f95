import { randomBytes } from 'node:crypto';
import { AuditEntry } from '../src/modules/audit/entities/audit-entry.entity.js';
import { createAdmin, registerUser, type Session } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const unique = (label: string) => `${label} ${randomBytes(4).toString('hex')}`;

/** What webinars and kits share on the admin side: the is_active filter and deleting a price window. */
const kinds = [
  {
    kind: 'webinar',
    path: '/api/v2/admin/webinars',
    list: 'webinars',
    notFound: 'WEBINAR_NOT_FOUND',
  },
  { kind: 'kit', path: '/api/v2/admin/kits', list: 'kits', notFound: 'KIT_NOT_FOUND' },
] as const;

interface Window {
  id: number;
  start: string;
  end: string;
  price: number;
  price_azn: number;
}

describe.each(kinds)('admin $list: is_active filter and custom price deletion', (kind) => {
  let t: TestApp;
  let admin: Session;
  let learner: Session;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t.dataSource, t.http);
    learner = await registerUser(t.http);
    // Run alone, this file migrates the run's database first; a loaded machine needs the time.
  }, 60_000);
  afterAll(() => t.close());

  const create = async (title: string, isActive: boolean) =>
    (
      await t
        .http()
        .post(kind.path)
        .set(admin.auth)
        .send({ title, price: 4900, price_azn: 98, is_active: isActive })
        .expect(201)
    ).body[kind.kind] as { id: number };
  const titles = async (query: Record<string, string>) => {
    const response = await t.http().get(kind.path).query(query).set(admin.auth).expect(200);
    return {
      total: response.body.total as number,
      titles: (response.body[kind.list] as { title: string }[]).map((item) => item.title),
    };
  };
  const addWindow = async (id: number, start: string, end: string, price: number) =>
    (
      await t
        .http()
        .post(`${kind.path}/${id}/add-custom-price`)
        .set(admin.auth)
        .send({ start, end, price, price_azn: 50 })
        .expect(201)
    ).body[kind.kind].custom_prices as Window[];

  it('filters the list by is_active, together with the search', async () => {
    const word = unique('Фильтр');
    await create(`${word} включён`, true);
    await create(`${word} выключен`, false);
    expect(await titles({ search: word, is_active: 'true' })).toEqual({
      total: 1,
      titles: [`${word} включён`],
    });
    expect(await titles({ search: word, is_active: 'false' })).toEqual({
      total: 1,
      titles: [`${word} выключен`],
    });
    expect((await titles({ search: word })).total).toBe(2);
  });

  it.each(['1', 'yes', ''])('refuses is_active=%j in Russian', async (value) => {
    const response = await t
      .http()
      .get(kind.path)
      .query({ is_active: value })
      .set(admin.auth)
      .expect(400);
    expect(response.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'is_active: true или false',
    });
  });

  it('reads every window, past, current and future, by start', async () => {
    const { id } = await create(unique('Окна'), true);
    // The fixed clock: 2026-11-21 09:00 UTC.
    await addWindow(id, '2027-01-01T00:00:00Z', '2027-01-31T00:00:00Z', 1000);
    await addWindow(id, '2026-10-01T00:00:00Z', '2026-10-31T00:00:00Z', 2000);
    const windows = await addWindow(id, '2026-11-20T00:00:00Z', '2026-11-30T00:00:00Z', 3000);
    expect(windows.map((window) => window.price)).toEqual([2000, 3000, 1000]);
    const read = await t.http().get(`${kind.path}/${id}`).set(admin.auth).expect(200);
    expect(read.body[kind.kind].custom_prices).toEqual(windows);
    expect(read.body[kind.kind].custom_price).toMatchObject({ price: 3000 });
  });

  it('deletes one window, answers the item without it and audits what it was', async () => {
    const { id } = await create(unique('Удаление цены'), true);
    await addWindow(id, '2027-01-01T00:00:00Z', '2027-01-31T00:00:00Z', 1000);
    const [kept, doomed] = await addWindow(
      id,
      '2027-02-01T00:00:00Z',
      '2027-02-28T00:00:00Z',
      1500,
    );
    const response = await t
      .http()
      .delete(`${kind.path}/${id}/custom-prices/${doomed!.id}`)
      .set(admin.auth)
      .expect(200);
    expect(response.body[kind.kind].custom_prices).toEqual([kept]);
    const entries = await t.dataSource.getRepository(AuditEntry).findBy({
      entityType: kind.kind,
      entityId: id,
      action: `${kind.kind}.custom_price.delete`,
    });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: admin.id,
      details: {
        custom_price_id: doomed!.id,
        start: '2027-02-01T00:00:00.000Z',
        end: '2027-02-28T00:00:00.000Z',
        price: 1500,
        price_azn: 50,
      },
    });
  });

  it('is 404 for a window of another item, a missing one and a missing item; deletes nothing', async () => {
    const owner = await create(unique('Владелец'), true);
    const other = await create(unique('Чужой'), true);
    const [window] = await addWindow(owner.id, '2027-01-01T00:00:00Z', '2027-01-31T00:00:00Z', 900);
    const refused = await t
      .http()
      .delete(`${kind.path}/${other.id}/custom-prices/${window!.id}`)
      .set(admin.auth)
      .expect(404);
    expect(refused.body).toMatchObject({
      code: 'CUSTOM_PRICE_NOT_FOUND',
      message: 'Специальная цена не найдена',
    });
    await t
      .http()
      .delete(`${kind.path}/${owner.id}/custom-prices/2000000000`)
      .set(admin.auth)
      .expect(404);
    const missing = await t
      .http()
      .delete(`${kind.path}/2000000000/custom-prices/${window!.id}`)
      .set(admin.auth)
      .expect(404);
    expect(missing.body.code).toBe(kind.notFound);
    const read = await t.http().get(`${kind.path}/${owner.id}`).set(admin.auth).expect(200);
    expect(read.body[kind.kind].custom_prices).toEqual([window]);
    await t.http().delete(`${kind.path}/${owner.id}/custom-prices/abc`).set(admin.auth).expect(400);
  });

  it('is for admins only', async () => {
    const { id } = await create(unique('Доступ'), true);
    const [window] = await addWindow(id, '2027-01-01T00:00:00Z', '2027-01-31T00:00:00Z', 900);
    const url = `${kind.path}/${id}/custom-prices/${window!.id}`;
    await t.http().delete(url).expect(401);
    await t.http().delete(url).set(learner.auth).expect(403);
    await t.http().get(kind.path).query({ is_active: 'true' }).set(learner.auth).expect(403);
  });
});
