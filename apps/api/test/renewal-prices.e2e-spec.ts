import { randomBytes } from 'node:crypto';
import type { ApiClient, Schemas } from '@course-shop/api-client';
import { AuditEntry } from '../src/modules/audit/entities/audit-entry.entity.js';
import { Kit } from '../src/modules/kits/entities/kit.entity.js';
import { Webinar } from '../src/modules/webinars/entities/webinar.entity.js';
import { api, type ErrorBody, expectError, expectOk } from './support/api-client.js';
import { createAdmin, type Session } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const unique = (label: string) => `${label} ${randomBytes(4).toString('hex')}`;

/** The price fields webinars and kits share, as the admin sends them. */
type PriceFields = Pick<
  Schemas['UpdateWebinarDto'] & Schemas['UpdateKitDto'],
  'price' | 'price_azn' | 'prolongation_price' | 'prolongation_price_azn'
>;
type NewItem = PriceFields &
  Pick<Schemas['CreateWebinarDto'] & Schemas['CreateKitDto'], 'title' | 'price' | 'price_azn'>;

/** Webinars and kits take renewal prices the same way; each case runs for both. */
const kinds = [
  {
    kind: 'webinar',
    entity: Webinar,
    path: '/api/v2/admin/webinars',
    create: async (admin: ApiClient, body: NewItem) =>
      expectOk(await admin.POST('/api/v2/admin/webinars', { body }), 201).webinar,
    update: async (admin: ApiClient, id: number, body: PriceFields) => {
      const { data, error, response } = await admin.POST('/api/v2/admin/webinars/{id}/update', {
        params: { path: { id } },
        body,
      });
      return { data: data?.webinar, error, response };
    },
    asLearnerSees: async (anonymous: ApiClient, id: number) =>
      expectOk(await anonymous.GET('/api/v2/user/webinars/{id}', { params: { path: { id } } }))
        .webinar,
  },
  {
    kind: 'kit',
    entity: Kit,
    path: '/api/v2/admin/kits',
    create: async (admin: ApiClient, body: NewItem) =>
      expectOk(await admin.POST('/api/v2/admin/kits', { body }), 201).kit,
    update: async (admin: ApiClient, id: number, body: PriceFields) => {
      const { data, error, response } = await admin.POST('/api/v2/admin/kits/{id}/update', {
        params: { path: { id } },
        body,
      });
      return { data: data?.kit, error, response };
    },
    asLearnerSees: async (anonymous: ApiClient, id: number) =>
      expectOk(await anonymous.GET('/api/v2/user/kits/{id}', { params: { path: { id } } })).kit,
  },
] as const;

describe.each(kinds)('renewal prices of a $kind', (subject) => {
  const { kind, path } = subject;
  let t: TestApp;
  let admin: Session;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t.dataSource, t.http);
  });
  afterAll(() => t.close());

  const create = (fields: PriceFields = {}) =>
    subject.create(api(t, admin), { title: unique('Курс'), price: 4900, price_azn: 98, ...fields });
  const update = (id: number, fields: PriceFields) => subject.update(api(t, admin), id, fields);
  const asLearnerSees = (id: number) => subject.asLearnerSees(api(t), id);
  const stored = (id: number) =>
    t.dataSource.getRepository<Webinar | Kit>(subject.entity).findOneBy({ id });

  /** A refused update answers `message` and leaves the stored row as it was. */
  const expectRefusedUnchanged = async (
    message: string,
    refuse: (id: number) => Promise<ErrorBody>,
  ) => {
    const item = await create({ prolongation_price: 2000 });
    const before = await stored(item.id);
    expect(await refuse(item.id)).toMatchObject({ code: 'VALIDATION_FAILED', message });
    expect(await stored(item.id)).toEqual(before);
  };

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
    const set = expectOk(await update(item.id, { prolongation_price: 1990.5 }));
    expect(set).toMatchObject({
      prolongation_price: 1990.5,
      prolongation_price_custom: 1990.5,
      prolongation_price_azn: 58.8,
      prolongation_price_azn_custom: null,
    });
    const cleared = expectOk(await update(item.id, { prolongation_price: null }));
    expect(cleared).toMatchObject({
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
    const changed = expectOk(await update(item.id, { price: 9900 }));
    expect(changed).toMatchObject({ price: 9900, prolongation_price: 3000 });
  });

  it.each([
    [{ prolongation_price: -1 }, 'Цена не может быть отрицательной'],
    [
      { prolongation_price_azn: 1.001 },
      'Цена должна быть числом, не более двух знаков после запятой',
    ],
    [{ prolongation_price: 10_000_001 }, 'Цена не должна превышать 10 000 000'],
  ])('refuses %j and changes nothing', (fields, message) =>
    expectRefusedUnchanged(message, async (id) => expectError(await update(id, fields), 400)),
  );

  // A string where the contract says number: only a raw request can send it.
  it.each([
    [
      { prolongation_price: 'много' },
      'Цена должна быть числом, не более двух знаков после запятой',
    ],
  ])('refuses %j and changes nothing', (fields, message) =>
    expectRefusedUnchanged(
      message,
      async (id) =>
        (await t.http().post(`${path}/${id}/update`).set(admin.auth).send(fields).expect(400))
          .body as ErrorBody,
    ),
  );
});
