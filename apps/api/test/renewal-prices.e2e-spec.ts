import { randomBytes } from 'node:crypto';
import { AuditEntry } from '../src/modules/audit/entities/audit-entry.entity.js';
import { Kit } from '../src/modules/kits/entities/kit.entity.js';
import { Webinar } from '../src/modules/webinars/entities/webinar.entity.js';
import { createAdmin, type Session } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const unique = (label: string) => `${label} ${randomBytes(4).toString('hex')}`;

/** Webinars and kits take renewal prices the same way; each case runs for both. */
const kinds = [
  { kind: 'webinar', path: '/api/v2/admin/webinars', learnerPath: '/api/v2/user/webinars' },
  { kind: 'kit', path: '/api/v2/admin/kits', learnerPath: '/api/v2/user/kits' },
] as const;

describe.each(kinds)('renewal prices of a $kind', ({ kind, path, learnerPath }) => {
  let t: TestApp;
  let admin: Session;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t.dataSource, t.http);
  });
  afterAll(() => t.close());

  const create = async (fields: Record<string, unknown> = {}) => {
    const response = await t
      .http()
      .post(path)
      .set(admin.auth)
      .send({ title: unique('Курс'), price: 4900, price_azn: 98, ...fields })
      .expect(201);
    return response.body[kind] as Record<string, unknown> & { id: number };
  };
  const update = (id: number, fields: Record<string, unknown>) =>
    t.http().post(`${path}/${id}/update`).set(admin.auth).send(fields);
  const asLearnerSees = async (id: number) =>
    (await t.http().get(`${learnerPath}/${id}`).expect(200)).body[kind];
  const stored = (id: number) =>
    t.dataSource.getRepository<Webinar | Kit>(kind === 'webinar' ? Webinar : Kit).findOneBy({ id });

  it('is 60 % of the price while none is set, and the admin sees none is set', async () => {
    const item = await create();
    expect(item).toMatchObject({
      prolongation_price: 2940,
      prolongation_price_azn: 58.8,
      prolongation_price_custom: null,
      prolongation_price_azn_custom: null,
    });
    expect(await asLearnerSees(item.id)).toMatchObject({
      prolongation_price: 2940,
      prolongation_price_azn: 58.8,
    });
  });

  it('is what the admin sets on creation, for learners too', async () => {
    const item = await create({ prolongation_price: 2500, prolongation_price_azn: 50 });
    expect(item).toMatchObject({
      prolongation_price: 2500,
      prolongation_price_azn: 50,
      prolongation_price_custom: 2500,
      prolongation_price_azn_custom: 50,
    });
    const seen = await asLearnerSees(item.id);
    expect(seen).toMatchObject({ prolongation_price: 2500, prolongation_price_azn: 50 });
    expect(seen).not.toHaveProperty('prolongation_price_custom');
  });

  it('is changed and cleared by update, each change in the price audit', async () => {
    const item = await create();
    const set = await update(item.id, { prolongation_price: 1990.5 }).expect(200);
    expect(set.body[kind]).toMatchObject({
      prolongation_price: 1990.5,
      prolongation_price_custom: 1990.5,
      prolongation_price_azn: 58.8,
      prolongation_price_azn_custom: null,
    });
    const cleared = await update(item.id, { prolongation_price: null }).expect(200);
    expect(cleared.body[kind]).toMatchObject({
      prolongation_price: 2940,
      prolongation_price_custom: null,
    });
    expect(await asLearnerSees(item.id)).toMatchObject({ prolongation_price: 2940 });

    const changes = await t.dataSource.getRepository(AuditEntry).find({
      where: { entityType: kind, entityId: item.id, action: `${kind}.price.change` },
      order: { id: 'ASC' },
    });
    const unchanged = { price: 4900, price_azn: 98, prolongation_price_azn: null };
    expect(changes.map((entry) => entry.details)).toEqual([
      {
        old: { ...unchanged, prolongation_price: null },
        new: { ...unchanged, prolongation_price: 1990.5 },
      },
      {
        old: { ...unchanged, prolongation_price: 1990.5 },
        new: { ...unchanged, prolongation_price: null },
      },
    ]);
    // Price fields are audited as prices only, never as plain field changes.
    expect(
      await t.dataSource
        .getRepository(AuditEntry)
        .countBy({ entityType: kind, entityId: item.id, action: `${kind}.update` }),
    ).toBe(0);
  });

  it('keeps a set renewal price when the list price changes', async () => {
    const item = await create({ prolongation_price: 3000 });
    const changed = await update(item.id, { price: 9900 }).expect(200);
    expect(changed.body[kind]).toMatchObject({ price: 9900, prolongation_price: 3000 });
  });

  it.each([
    [{ prolongation_price: -1 }, 'Цена не может быть отрицательной'],
    [
      { prolongation_price_azn: 1.001 },
      'Цена должна быть числом, не более двух знаков после запятой',
    ],
    [
      { prolongation_price: 'много' },
      'Цена должна быть числом, не более двух знаков после запятой',
    ],
    [{ prolongation_price: 10_000_001 }, 'Цена не должна превышать 10 000 000'],
  ])('refuses %j and changes nothing', async (fields, message) => {
    const item = await create({ prolongation_price: 2000 });
    const before = await stored(item.id);
    const response = await update(item.id, fields).expect(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', message });
    expect(await stored(item.id)).toEqual(before);
  });
});
