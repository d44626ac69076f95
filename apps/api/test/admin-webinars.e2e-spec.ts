import { randomBytes } from 'node:crypto';
import { AccessGrant, AccessSource } from '../src/modules/access/entities/access-grant.entity.js';
import { AuditEntry } from '../src/modules/audit/entities/audit-entry.entity.js';
import { Tag } from '../src/modules/webinars/entities/tag.entity.js';
import { Webinar } from '../src/modules/webinars/entities/webinar.entity.js';
import { createAdmin, registerUser, type Session } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const HOUR = 60 * 60 * 1000;
const unique = (label: string) => `${label} ${randomBytes(4).toString('hex')}`;
const russian = /[а-яА-ЯёЁ]/;

describe('admin webinars endpoints', () => {
  let t: TestApp;
  let admin: Session;
  let learner: Session;
  let tags: Tag[];

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t.dataSource, t.http);
    learner = await registerUser(t.http);
    tags = await t.dataSource
      .getRepository(Tag)
      .save([{ title: unique('Тревога') }, { title: unique('Отношения') }]);
  });
  afterAll(() => t.close());

  const create = async (overrides: Record<string, unknown> = {}) => {
    const response = await t
      .http()
      .post('/api/v2/admin/webinars')
      .set(admin.auth)
      .send({ title: unique('Курс'), price: 4900, price_azn: 98, ...overrides })
      .expect(201);
    return response.body.webinar as Record<string, unknown> & { id: number; title: string };
  };
  const load = (id: number) => t.dataSource.getRepository(Webinar).findOneBy({ id });
  const auditOf = (id: number, action?: string) =>
    t.dataSource.getRepository(AuditEntry).find({
      where: { entityType: 'webinar', entityId: id, ...(action ? { action } : {}) },
      order: { id: 'ASC' },
    });
  const grant = (userId: number, webinarId: number) =>
    t.dataSource.getRepository(AccessGrant).save({
      userId,
      webinarId,
      source: AccessSource.ADMIN,
      startsAt: t.clock.now(),
      expiresAt: new Date(t.clock.now().getTime() + 365 * 24 * HOUR),
    });

  describe('access', () => {
    it.each([
      ['GET', '/api/v2/admin/webinars'],
      ['POST', '/api/v2/admin/webinars'],
      ['POST', '/api/v2/admin/webinars/sort'],
      ['GET', '/api/v2/admin/webinars/1'],
      ['POST', '/api/v2/admin/webinars/1/update'],
      ['DELETE', '/api/v2/admin/webinars/1'],
      ['POST', '/api/v2/admin/webinars/1/add-custom-price'],
    ])('%s %s is 401 anonymous and 403 for a learner', async (method, path) => {
      const call = () =>
        method === 'GET'
          ? t.http().get(path)
          : method === 'DELETE'
            ? t.http().delete(path)
            : t.http().post(path).send({});
      await call().expect(401);
      const forbidden = await call().set(learner.auth).expect(403);
      expect(forbidden.body.message).toBe('У вас нет доступа к этой странице');
    });
  });

  describe('POST /api/v2/admin/webinars', () => {
    it('creates a webinar with every field and answers it with video_url for the admin', async () => {
      const title = unique('Личные границы');
      const webinar = await create({
        title,
        short_description: 'Коротко о главном',
        description: ['Первый абзац', 'Второй абзац'],
        price: 4900.5,
        price_azn: 98.25,
        url: 'https://example.com/materials',
        video_url: '/uploads/videos/1.mp4',
        image: '/uploads/images/a.png',
        length: '4 часа',
        age: 16,
        is_active: false,
        sort: 7,
        priority: 3,
        tag_ids: [tags[0]!.id, tags[1]!.id],
      });
      expect(webinar).toMatchObject({
        title,
        short_description: 'Коротко о главном',
        description: ['Первый абзац', 'Второй абзац'],
        price: 4900.5,
        price_azn: 98.25,
        final_price: 4900.5,
        url: 'https://example.com/materials',
        video_url: '/uploads/videos/1.mp4',
        image: '/uploads/images/a.png',
        length: '4 часа',
        age: 16,
        is_active: false,
        sort: 7,
        priority: 3,
        custom_price: null,
        custom_prices: [],
      });
      expect((webinar.tags as { id: number }[]).map((tag) => tag.id).sort()).toEqual(
        [tags[0]!.id, tags[1]!.id].sort(),
      );
      expect(await auditOf(webinar.id, 'webinar.create')).toHaveLength(1);
    });

    it('uses defaults for what is left out', async () => {
      const webinar = await create();
      expect(webinar).toMatchObject({
        is_active: true,
        age: 18,
        description: [],
        short_description: '',
        url: null,
        tags: [],
      });
    });

    it.each([
      [{ title: undefined }, 'Укажите название'],
      [{ title: '   ', price: 1, price_azn: 0 }, 'Укажите название'],
      [{ short_description: 'я'.repeat(255) }, 'Значение не должно превышать 255 символов'],
      [{ price: -1 }, 'Цена не может быть отрицательной'],
      [{ price: 10.123 }, 'Цена должна быть числом, не более двух знаков после запятой'],
      [{ price: '100' }, 'Цена должна быть числом, не более двух знаков после запятой'],
      [{ price_azn: null }, 'Цена должна быть числом, не более двух знаков после запятой'],
      [{ age: 101 }, 'Возраст должен быть целым числом от 0 до 100'],
      [{ age: 1.5 }, 'Возраст должен быть целым числом от 0 до 100'],
      [{ description: 'строка' }, 'Описание должно быть списком абзацев'],
      [{ description: ['да', 5] }, 'Каждый абзац описания должен быть строкой'],
      [{ short_description: 5 }, 'Значение должно быть строкой'],
      [{ url: 'javascript:alert(1)' }, 'Укажите ссылку (https://…) или путь, начинающийся с /'],
      [{ image: '//evil.example/x.png' }, 'Укажите ссылку (https://…) или путь, начинающийся с /'],
      [{ tag_ids: [999999] }, 'Теги не найдены: 999999'],
      [{ tag_ids: ['a'] }, 'Идентификаторы должны быть целыми числами'],
      [{ tag_ids: [1, 1] }, 'Идентификаторы не должны повторяться'],
      [{ is_active: 'yes' }, 'is_active должен быть true или false'],
      [{ owner_id: 1 }, 'Поле «owner_id» не поддерживается'],
    ])('refuses %j with a Russian message and writes nothing', async (overrides, message) => {
      const title = unique('Плохой');
      const response = await t
        .http()
        .post('/api/v2/admin/webinars')
        .set(admin.auth)
        .send({ title, price: 100, price_azn: 2, ...overrides })
        .expect(400);
      expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', message });
      expect(await t.dataSource.getRepository(Webinar).countBy({ title })).toBe(0);
    });
  });

  describe('GET /api/v2/admin/webinars', () => {
    it('pages every webinar, inactive included, and searches the title', async () => {
      const marker = unique('Поиск');
      const inactive = await create({ title: `${marker} один`, is_active: false });
      await create({ title: `${marker} два` });
      const page = await t
        .http()
        .get('/api/v2/admin/webinars')
        .query({ search: marker.toUpperCase(), per_page: 1, page: 2 })
        .set(admin.auth)
        .expect(200);
      expect(page.body).toMatchObject({ total: 2, page: 2, per_page: 1 });
      expect(page.body.webinars).toHaveLength(1);
      const all = await t
        .http()
        .get('/api/v2/admin/webinars')
        .query({ search: marker })
        .set(admin.auth)
        .expect(200);
      expect(all.body.webinars.map((w: { id: number }) => w.id)).toContain(inactive.id);
      const learnerView = await t.http().get(`/api/v2/user/webinars/${inactive.id}`);
      expect(learnerView.status).toBe(404);
    });

    it('shows video_url to the admin in the list', async () => {
      const webinar = await create({ title: unique('Видео'), video_url: 'https://v.example/1' });
      const list = await t
        .http()
        .get('/api/v2/admin/webinars')
        .query({ search: webinar.title })
        .set(admin.auth)
        .expect(200);
      expect(list.body.webinars[0].video_url).toBe('https://v.example/1');
    });

    it.each([{ page: 0 }, { per_page: 101 }, { per_page: 'x' }, { sort: 'title' }])(
      'refuses bad paging %j',
      async (query) => {
        const response = await t
          .http()
          .get('/api/v2/admin/webinars')
          .query(query)
          .set(admin.auth)
          .expect(400);
        expect(response.body.message).toMatch(russian);
      },
    );
  });

  describe('GET /api/v2/admin/webinars/{id}', () => {
    it('is 404 for a missing webinar and 400 for a bad id', async () => {
      const missing = await t.http().get('/api/v2/admin/webinars/999999').set(admin.auth);
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('Видеокурс не найден');
      const bad = await t.http().get('/api/v2/admin/webinars/abc').set(admin.auth).expect(400);
      expect(bad.body.message).toBe('Некорректный идентификатор');
    });
  });

  describe('POST /api/v2/admin/webinars/{id}/update', () => {
    it('changes only the given fields and audits a price change with old and new', async () => {
      const webinar = await create({ short_description: 'Было', tag_ids: [tags[0]!.id] });
      const updated = await t
        .http()
        .post(`/api/v2/admin/webinars/${webinar.id}/update`)
        .set(admin.auth)
        .send({ price: 3900, price_azn: 78, tag_ids: [tags[1]!.id], url: '' })
        .expect(200);
      expect(updated.body.webinar).toMatchObject({
        id: webinar.id,
        title: webinar.title,
        short_description: 'Было',
        price: 3900,
        price_azn: 78,
        url: null,
        tags: [{ id: tags[1]!.id, title: tags[1]!.title }],
      });
      const [change] = await auditOf(webinar.id, 'webinar.price.change');
      expect(change).toMatchObject({
        actorId: admin.id,
        details: { old: { price: 4900, price_azn: 98 }, new: { price: 3900, price_azn: 78 } },
      });
    });

    it('writes no price entry when prices stay', async () => {
      const webinar = await create();
      await t
        .http()
        .post(`/api/v2/admin/webinars/${webinar.id}/update`)
        .set(admin.auth)
        .send({ title: unique('Новое имя'), price: 4900 })
        .expect(200);
      expect(await auditOf(webinar.id, 'webinar.price.change')).toHaveLength(0);
      expect(await auditOf(webinar.id, 'webinar.update')).toHaveLength(1);
    });

    it.each([
      [{ title: null }, 'Укажите название'],
      [{ title: '' }, 'Укажите название'],
      [{ price: null }, 'Цена должна быть числом, не более двух знаков после запятой'],
      [{ price: -5 }, 'Цена не может быть отрицательной'],
      [{ short_description: 'x'.repeat(255) }, 'Значение не должно превышать 255 символов'],
      [{ is_active: null }, 'is_active должен быть true или false'],
      [{ tag_ids: [999998] }, 'Теги не найдены: 999998'],
      [{ id: 5 }, 'Поле «id» не поддерживается'],
    ])('refuses %j and changes nothing', async (body, message) => {
      const webinar = await create({ tag_ids: [tags[0]!.id] });
      const before = await load(webinar.id);
      const response = await t
        .http()
        .post(`/api/v2/admin/webinars/${webinar.id}/update`)
        .set(admin.auth)
        .send({ short_description: 'Новое', ...body })
        .expect(400);
      expect(response.body.message).toBe(message);
      expect(await load(webinar.id)).toEqual(before);
      const reread = await t.http().get(`/api/v2/admin/webinars/${webinar.id}`).set(admin.auth);
      expect(reread.body.webinar.tags.map((tag: { id: number }) => tag.id)).toEqual([tags[0]!.id]);
    });

    it('is 404 for a missing webinar', async () => {
      await t
        .http()
        .post('/api/v2/admin/webinars/999999/update')
        .set(admin.auth)
        .send({ title: 'Нет' })
        .expect(404);
    });
  });

  describe('DELETE /api/v2/admin/webinars/{id}', () => {
    it('deletes a webinar nobody owns and audits it', async () => {
      const webinar = await create();
      const response = await t
        .http()
        .delete(`/api/v2/admin/webinars/${webinar.id}`)
        .set(admin.auth)
        .expect(200);
      expect(response.body).toEqual({ message: 'ok' });
      expect(await load(webinar.id)).toBeNull();
      const [entry] = await auditOf(webinar.id, 'webinar.delete');
      expect(entry).toMatchObject({ actorId: admin.id, details: { title: webinar.title } });
      await t.http().delete(`/api/v2/admin/webinars/${webinar.id}`).set(admin.auth).expect(404);
    });

    it('is 409 while a learner holds access, and deletes nothing', async () => {
      const webinar = await create();
      await grant(learner.id, webinar.id);
      const response = await t
        .http()
        .delete(`/api/v2/admin/webinars/${webinar.id}`)
        .set(admin.auth)
        .expect(409);
      expect(response.body).toMatchObject({ code: 'WEBINAR_HAS_LEARNERS' });
      expect(response.body.message).toMatch(/^Нельзя удалить видеокурс/);
      expect(await load(webinar.id)).not.toBeNull();
      expect(await auditOf(webinar.id, 'webinar.delete')).toHaveLength(0);
    });

    it('documents the codes of each of its error responses', async () => {
      const document = (await t.http().get('/api/docs-json').expect(200)).body;
      const { responses } = document.paths['/api/v2/admin/webinars/{id}'].delete;
      expect(responses['404'].description).toContain('WEBINAR_NOT_FOUND');
      expect(responses['409'].description).toContain('WEBINAR_HAS_LEARNERS');
      expect(responses['409'].description).toContain('REFERENCE_CONFLICT');
      expect(responses['400'].description).toContain('VALIDATION_FAILED');
    });

    it.each(['0x1', '-1', '1e3', '99999999999'])('refuses the bad id %s', async (id) => {
      const response = await t
        .http()
        .delete(`/api/v2/admin/webinars/${id}`)
        .set(admin.auth)
        .expect(400);
      expect(response.body.message).toBe('Некорректный идентификатор');
    });
  });

  describe('POST /api/v2/admin/webinars/{id}/add-custom-price', () => {
    it('is final_price on the learner endpoint inside its window only', async () => {
      const webinar = await create({ price: 4900, price_azn: 98 });
      const now = t.clock.now().getTime();
      const start = new Date(now + HOUR).toISOString();
      const end = new Date(now + 3 * HOUR).toISOString();
      const added = await t
        .http()
        .post(`/api/v2/admin/webinars/${webinar.id}/add-custom-price`)
        .set(admin.auth)
        .send({ start, end, price: 2900, price_azn: 58 })
        .expect(201);
      expect(added.body.webinar.custom_prices).toEqual([
        {
          id: expect.any(Number),
          webinar_id: webinar.id,
          start,
          end,
          price: 2900,
          price_azn: 58,
        },
      ]);
      const priceNow = async () =>
        (await t.http().get(`/api/v2/user/webinars/${webinar.id}`).expect(200)).body.webinar;

      expect(await priceNow()).toMatchObject({ final_price: 4900, custom_price: null });
      t.clock.advance(2 * HOUR);
      expect(await priceNow()).toMatchObject({
        final_price: 2900,
        final_price_azn: 58,
        prolongation_price: 2940,
        custom_price: { start, end, price: 2900 },
      });
      t.clock.advance(2 * HOUR);
      expect(await priceNow()).toMatchObject({ final_price: 4900, custom_price: null });

      const [entry] = await auditOf(webinar.id, 'webinar.custom_price.add');
      expect(entry!.details).toMatchObject({ start, end, price: 2900, price_azn: 58 });
    });

    it.each([
      [{ end: '2026-11-20T00:00:00Z' }, 'Дата окончания должна быть позже даты начала'],
      [{ end: '2026-11-21T00:00:00Z' }, 'Дата окончания должна быть позже даты начала'],
      [{ start: 'завтра' }, 'Дата должна быть в формате ISO 8601, например 2026-11-20T00:00:00Z'],
      [{ price: -1 }, 'Цена не может быть отрицательной'],
      [{ price_azn: undefined }, 'Цена должна быть числом, не более двух знаков после запятой'],
    ])('refuses %j and adds nothing', async (overrides, message) => {
      const webinar = await create();
      const response = await t
        .http()
        .post(`/api/v2/admin/webinars/${webinar.id}/add-custom-price`)
        .set(admin.auth)
        .send({
          start: '2026-11-21T00:00:00Z',
          end: '2026-11-30T00:00:00Z',
          price: 100,
          price_azn: 2,
          ...overrides,
        })
        .expect(400);
      expect(response.body.message).toBe(message);
      const reread = await t.http().get(`/api/v2/admin/webinars/${webinar.id}`).set(admin.auth);
      expect(reread.body.webinar.custom_prices).toEqual([]);
      expect(await auditOf(webinar.id, 'webinar.custom_price.add')).toHaveLength(0);
    });

    it('is 404 for a missing webinar', async () => {
      await t
        .http()
        .post('/api/v2/admin/webinars/999999/add-custom-price')
        .set(admin.auth)
        .send({
          start: '2026-11-21T00:00:00Z',
          end: '2026-11-30T00:00:00Z',
          price: 1,
          price_azn: 1,
        })
        .expect(404);
    });
  });

  describe('POST /api/v2/admin/webinars/sort', () => {
    it('sets sort to position + 1 and audits each move', async () => {
      const [a, b, c] = [await create(), await create(), await create()];
      const response = await t
        .http()
        .post('/api/v2/admin/webinars/sort')
        .set(admin.auth)
        .send({ ids: [c.id, a.id, b.id] })
        .expect(200);
      expect(
        response.body.webinars.map((webinar: { id: number; sort: number }) => [
          webinar.id,
          webinar.sort,
        ]),
      ).toEqual([
        [c.id, 1],
        [a.id, 2],
        [b.id, 3],
      ]);
      expect((await load(a.id))!.sort).toBe(2);
      const [entry] = await auditOf(c.id, 'webinar.sort');
      expect(entry).toMatchObject({ actorId: admin.id, details: { old: null, new: 1 } });
    });

    it.each([
      [{ ids: [] }, 'Список не должен быть пустым'],
      [{ ids: 'all' }, 'Ожидается список идентификаторов'],
      [{}, 'Ожидается список идентификаторов'],
    ])('refuses %j', async (body, message) => {
      const response = await t
        .http()
        .post('/api/v2/admin/webinars/sort')
        .set(admin.auth)
        .send(body)
        .expect(400);
      expect(response.body.message).toBe(message);
    });

    it('refuses an unknown id and moves nothing', async () => {
      const [a, b] = [await create({ sort: 50 }), await create({ sort: 60 })];
      const response = await t
        .http()
        .post('/api/v2/admin/webinars/sort')
        .set(admin.auth)
        .send({ ids: [b.id, 999997, a.id] })
        .expect(400);
      expect(response.body).toMatchObject({
        message: 'Видеокурсы не найдены: 999997',
        errors: { ids: ['Видеокурсы не найдены: 999997'] },
      });
      expect((await load(a.id))!.sort).toBe(50);
      expect((await load(b.id))!.sort).toBe(60);
      expect(await auditOf(a.id, 'webinar.sort')).toHaveLength(0);
    });
  });
});
