import { randomBytes } from 'node:crypto';
import { AccessGrant, AccessSource } from '../src/modules/access/entities/access-grant.entity.js';
import { AuditEntry } from '../src/modules/audit/entities/audit-entry.entity.js';
import { KitWebinar } from '../src/modules/kits/entities/kit-webinar.entity.js';
import { Kit } from '../src/modules/kits/entities/kit.entity.js';
import { Webinar } from '../src/modules/webinars/entities/webinar.entity.js';
import { createAdmin, registerUser, type Session } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const HOUR = 60 * 60 * 1000;
const unique = (label: string) => `${label} ${randomBytes(4).toString('hex')}`;

describe('admin kits endpoints', () => {
  let t: TestApp;
  let admin: Session;
  let learner: Session;
  let courses: Webinar[];

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t.dataSource, t.http);
    learner = await registerUser(t.http);
    courses = await t.dataSource.getRepository(Webinar).save(
      [1, 2, 3].map((n) => ({
        title: unique(`Курс ${n}`),
        price: 1000 * n,
        priceAzn: 20 * n,
        videoUrl: `https://video.example/${n}`,
      })),
    );
  });
  afterAll(() => t.close());

  const create = async (overrides: Record<string, unknown> = {}) => {
    const response = await t
      .http()
      .post('/api/v2/admin/kits')
      .set(admin.auth)
      .send({ title: unique('Комплект'), price: 9900, price_azn: 198, ...overrides })
      .expect(201);
    return response.body.kit as Record<string, unknown> & { id: number; title: string };
  };
  const load = (id: number) => t.dataSource.getRepository(Kit).findOneBy({ id });
  const itemsOf = async (kitId: number) =>
    (
      await t.dataSource
        .getRepository(KitWebinar)
        .find({ where: { kitId }, order: { position: 'ASC' } })
    ).map((item) => item.webinarId);
  const auditOf = (id: number, action: string) =>
    t.dataSource.getRepository(AuditEntry).findBy({ entityType: 'kit', entityId: id, action });

  describe('access', () => {
    it.each([
      ['GET', '/api/v2/admin/kits'],
      ['POST', '/api/v2/admin/kits'],
      ['POST', '/api/v2/admin/kits/sort'],
      ['GET', '/api/v2/admin/kits/1'],
      ['POST', '/api/v2/admin/kits/1/update'],
      ['DELETE', '/api/v2/admin/kits/1'],
      ['POST', '/api/v2/admin/kits/1/add-custom-price'],
    ])('%s %s is 401 anonymous and 403 for a learner', async (method, path) => {
      const call = () =>
        method === 'GET'
          ? t.http().get(path)
          : method === 'DELETE'
            ? t.http().delete(path)
            : t.http().post(path).send({});
      await call().expect(401);
      await call().set(learner.auth).expect(403);
    });
  });

  describe('create, read, list', () => {
    it('creates a kit with its courses in the given order', async () => {
      const order = [courses[2]!.id, courses[0]!.id];
      const kit = await create({
        description: 'Для практикующих психологов',
        image: 'https://cdn.example/kit.png',
        mark_id: 1,
        sort: 4,
        is_active: false,
        webinar_ids: order,
      });
      expect(kit).toMatchObject({
        description: 'Для практикующих психологов',
        image: 'https://cdn.example/kit.png',
        mark_id: 1,
        sort: 4,
        is_active: false,
        price: 9900,
        final_price: 9900,
        custom_prices: [],
      });
      const webinars = kit.webinars as { id: number; video_url: string }[];
      expect(webinars.map((webinar) => webinar.id)).toEqual(order);
      expect(webinars[0]!.video_url).toBe('https://video.example/3');
      expect(await itemsOf(kit.id)).toEqual(order);
      expect(await auditOf(kit.id, 'kit.create')).toHaveLength(1);

      const read = await t.http().get(`/api/v2/admin/kits/${kit.id}`).set(admin.auth).expect(200);
      expect(read.body.kit).toMatchObject({ id: kit.id, is_active: false });
      await t.http().get(`/api/v2/user/kits/${kit.id}`).expect(404);
    });

    it('pages and searches kits', async () => {
      const marker = unique('Серия');
      await create({ title: `${marker} А` });
      await create({ title: `${marker} Б`, is_active: false });
      const page = await t
        .http()
        .get('/api/v2/admin/kits')
        .query({ search: marker, per_page: 1 })
        .set(admin.auth)
        .expect(200);
      expect(page.body).toMatchObject({ total: 2, page: 1, per_page: 1 });
      expect(page.body.kits).toHaveLength(1);
      await t.http().get('/api/v2/admin/kits').query({ per_page: 0 }).set(admin.auth).expect(400);
    });

    it.each([
      [{ title: undefined }, 'Укажите название'],
      [{ price: -1 }, 'Цена не может быть отрицательной'],
      [{ price_azn: 1.001 }, 'Цена должна быть числом, не более двух знаков после запятой'],
      [{ mark_id: 'один' }, 'mark_id должен быть целым числом'],
      [{ mark_id: 0 }, 'mark_id должен быть целым числом'],
      [{ webinar_ids: [999999] }, 'Видеокурсы не найдены: 999999'],
      [{ webinar_ids: [1, 1] }, 'Идентификаторы не должны повторяться'],
      [{ image: 'ftp://x' }, 'Укажите ссылку (https://…) или путь, начинающийся с /'],
      [{ items: [] }, 'Поле «items» не поддерживается'],
    ])('refuses %j and writes nothing', async (overrides, message) => {
      const title = unique('Плохой');
      const response = await t
        .http()
        .post('/api/v2/admin/kits')
        .set(admin.auth)
        .send({ title, price: 1, price_azn: 1, ...overrides })
        .expect(400);
      expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', message });
      expect(await t.dataSource.getRepository(Kit).countBy({ title })).toBe(0);
    });

    it('is 404 for a missing kit', async () => {
      const response = await t.http().get('/api/v2/admin/kits/999999').set(admin.auth).expect(404);
      expect(response.body.message).toBe('Комплект не найден');
    });
  });

  describe('POST /api/v2/admin/kits/{id}/update', () => {
    it('replaces the courses, clears the mark and audits price and course changes', async () => {
      const kit = await create({ mark_id: 1, webinar_ids: [courses[0]!.id] });
      const response = await t
        .http()
        .post(`/api/v2/admin/kits/${kit.id}/update`)
        .set(admin.auth)
        .send({ mark_id: null, price: 7900, webinar_ids: [courses[1]!.id, courses[0]!.id] })
        .expect(200);
      expect(response.body.kit).toMatchObject({ mark_id: null, price: 7900, price_azn: 198 });
      expect(await itemsOf(kit.id)).toEqual([courses[1]!.id, courses[0]!.id]);
      const [price] = await auditOf(kit.id, 'kit.price.change');
      const noRenewalPrice = { prolongation_price: null, prolongation_price_azn: null };
      expect(price!.details).toEqual({
        old: { price: 9900, price_azn: 198, ...noRenewalPrice },
        new: { price: 7900, price_azn: 198, ...noRenewalPrice },
      });
      const [items] = await auditOf(kit.id, 'kit.webinars.change');
      expect(items!.details).toEqual({
        old: [courses[0]!.id],
        new: [courses[1]!.id, courses[0]!.id],
      });
    });

    it.each([
      [{ title: null }, 'Укажите название'],
      [{ price: '9' }, 'Цена должна быть числом, не более двух знаков после запятой'],
      [{ webinar_ids: [999999, 999998] }, 'Видеокурсы не найдены: 999999, 999998'],
      [{ webinar_ids: null }, 'Ожидается список идентификаторов'],
      [{ is_active: 1 }, 'is_active должен быть true или false'],
    ])('refuses %j and changes nothing', async (body, message) => {
      const kit = await create({ webinar_ids: [courses[0]!.id] });
      const before = await load(kit.id);
      const response = await t
        .http()
        .post(`/api/v2/admin/kits/${kit.id}/update`)
        .set(admin.auth)
        .send({ description: 'Новое', ...body })
        .expect(400);
      expect(response.body.message).toBe(message);
      expect(await load(kit.id)).toEqual(before);
      expect(await itemsOf(kit.id)).toEqual([courses[0]!.id]);
    });
  });

  describe('DELETE /api/v2/admin/kits/{id}', () => {
    it('deletes a kit nobody owns, keeps its courses, and audits it', async () => {
      const kit = await create({ webinar_ids: [courses[0]!.id] });
      await t.http().delete(`/api/v2/admin/kits/${kit.id}`).set(admin.auth).expect(200);
      expect(await load(kit.id)).toBeNull();
      expect(await t.dataSource.getRepository(Webinar).existsBy({ id: courses[0]!.id })).toBe(true);
      const [entry] = await auditOf(kit.id, 'kit.delete');
      expect(entry).toMatchObject({
        actorId: admin.id,
        details: { webinar_ids: [courses[0]!.id] },
      });
    });

    it('is 409 while a learner holds access, and deletes nothing', async () => {
      const kit = await create();
      await t.dataSource.getRepository(AccessGrant).save({
        userId: learner.id,
        kitId: kit.id,
        webinarId: null,
        source: AccessSource.ADMIN,
        startsAt: t.clock.now(),
        expiresAt: new Date(t.clock.now().getTime() + 24 * HOUR),
      });
      const response = await t
        .http()
        .delete(`/api/v2/admin/kits/${kit.id}`)
        .set(admin.auth)
        .expect(409);
      expect(response.body.code).toBe('KIT_HAS_LEARNERS');
      expect(response.body.message).toMatch(/^Нельзя удалить комплект/);
      expect(await load(kit.id)).not.toBeNull();
    });
  });

  describe('POST /api/v2/admin/kits/{id}/add-custom-price', () => {
    it('is final_price on the learner endpoint inside its window only', async () => {
      const kit = await create({ price: 9900, price_azn: 198 });
      const now = t.clock.now().getTime();
      const start = new Date(now + HOUR).toISOString();
      const end = new Date(now + 2 * HOUR).toISOString();
      const added = await t
        .http()
        .post(`/api/v2/admin/kits/${kit.id}/add-custom-price`)
        .set(admin.auth)
        .send({ start, end, price: 4900, price_azn: 98 })
        .expect(201);
      expect(added.body.kit.custom_prices).toMatchObject([{ kit_id: kit.id, start, end }]);
      const finalPrice = async () =>
        (await t.http().get(`/api/v2/user/kits/${kit.id}`).expect(200)).body.kit.final_price;
      expect(await finalPrice()).toBe(9900);
      t.clock.advance(90 * 60 * 1000);
      expect(await finalPrice()).toBe(4900);
      t.clock.advance(HOUR);
      expect(await finalPrice()).toBe(9900);
      const [entry] = await auditOf(kit.id, 'kit.custom_price.add');
      expect(entry!.details).toMatchObject({ start, end, price: 4900, price_azn: 98 });
    });

    it('refuses an end before the start and adds nothing', async () => {
      const kit = await create();
      const response = await t
        .http()
        .post(`/api/v2/admin/kits/${kit.id}/add-custom-price`)
        .set(admin.auth)
        .send({
          start: '2026-12-01T00:00:00Z',
          end: '2026-11-01T00:00:00Z',
          price: 1,
          price_azn: 1,
        })
        .expect(400);
      expect(response.body.message).toBe('Дата окончания должна быть позже даты начала');
      const reread = await t.http().get(`/api/v2/admin/kits/${kit.id}`).set(admin.auth);
      expect(reread.body.kit.custom_prices).toEqual([]);
    });
  });

  describe('POST /api/v2/admin/kits/sort', () => {
    it('orders kits and audits the moves', async () => {
      const [a, b] = [await create(), await create()];
      const response = await t
        .http()
        .post('/api/v2/admin/kits/sort')
        .set(admin.auth)
        .send({ ids: [b.id, a.id] })
        .expect(200);
      expect(response.body.kits.map((kit: { id: number; sort: number }) => kit.sort)).toEqual([
        1, 2,
      ]);
      expect((await load(b.id))!.sort).toBe(1);
      expect(await auditOf(a.id, 'kit.sort')).toHaveLength(1);
    });

    it('refuses an unknown id and moves nothing', async () => {
      const kit = await create({ sort: 30 });
      const response = await t
        .http()
        .post('/api/v2/admin/kits/sort')
        .set(admin.auth)
        .send({ ids: [kit.id, 999999] })
        .expect(400);
      expect(response.body.message).toBe('Комплекты не найдены: 999999');
      expect((await load(kit.id))!.sort).toBe(30);
    });
  });
});
