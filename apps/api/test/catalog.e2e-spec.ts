import { AccessGrantsService } from '../src/modules/access/access-grants.service.js';
import { AccessSource } from '../src/modules/access/entities/access-grant.entity.js';
import { Competence } from '../src/modules/content/entities/competence.entity.js';
import { Feedback } from '../src/modules/content/entities/feedback.entity.js';
import { Message } from '../src/modules/content/entities/message.entity.js';
import type { Kit } from '../src/modules/kits/entities/kit.entity.js';
import { Tag } from '../src/modules/webinars/entities/tag.entity.js';
import type { Webinar } from '../src/modules/webinars/entities/webinar.entity.js';
import {
  addKitPrice,
  addWebinarPrice,
  createKit,
  createWebinar,
} from './support/catalog-factories.js';
import { createAdmin, registerUser, type Session } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('catalog for visitors, learners, owners and admins', () => {
  let t: TestApp;
  let admin: Session;
  let learner: Session;
  let owner: Session;
  let course: Webinar;
  let hidden: Webinar;
  let free: Webinar;
  let kit: Kit;
  let marked: Kit;

  const grantWebinar = (userId: number, webinarId: number, expiresAt: string) =>
    t.dataSource.transaction((manager) =>
      t.app
        .get(AccessGrantsService)
        .grantWebinar(
          manager,
          userId,
          { webinarId, expiresAt: new Date(expiresAt) },
          { source: AccessSource.ADMIN },
        ),
    );
  const webinarAs = async (id: number, session?: Session) =>
    (
      await t
        .http()
        .get(`/api/v2/user/webinars/${id}`)
        .set(session?.auth ?? {})
        .expect(200)
    ).body.webinar;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t.dataSource, t.http);
    learner = await registerUser(t.http);
    owner = await registerUser(t.http);
    course = await createWebinar(t.dataSource, { title: 'Личные границы', sort: 1 });
    hidden = await createWebinar(t.dataSource, {
      title: 'Черновик курса',
      isActive: false,
      sort: 2,
    });
    free = await createWebinar(t.dataSource, {
      title: 'Бесплатный курс',
      price: 0,
      priceAzn: 0,
      sort: 3,
    });
    kit = await createKit(t.dataSource, [free, course, hidden], { title: 'Семья' });
    marked = await createKit(t.dataSource, [course], { title: 'Психотерапевт 21 века', markId: 1 });
    await addWebinarPrice(t.dataSource, course.id, {
      start: '2026-11-20T00:00:00Z',
      end: '2026-11-30T23:59:59Z',
      price: 2900,
      priceAzn: 58,
    });
    await addKitPrice(t.dataSource, kit.id, {
      start: '2026-12-01T00:00:00Z',
      end: '2026-12-31T00:00:00Z',
      price: 5000,
      priceAzn: 100,
    });
    await grantWebinar(owner.id, course.id, '2027-11-21T09:00:00Z');
  });
  afterAll(() => t.close());

  describe('GET /api/v2/user/webinars/{id}', () => {
    it('prices a course for an anonymous visitor and hides the video', async () => {
      expect(await webinarAs(course.id)).toMatchObject({
        id: course.id,
        price: 4900,
        final_price: 2900,
        final_price_azn: 58,
        prolongation_price: 2940,
        prolongation_price_azn: 58.8,
        custom_price: { webinar_id: course.id, price: 2900, start: '2026-11-20T00:00:00.000Z' },
        state: 'can_buy',
        is_owner: false,
        video_url: null,
        url: null,
        access_expires_at: null,
        description: ['Первый абзац', 'Второй абзац'],
      });
    });

    it('gives the owner the video and the date access ends', async () => {
      expect(await webinarAs(course.id, owner)).toMatchObject({
        state: 'can_view',
        is_owner: true,
        video_url: 'https://video.example/embed/course',
        url: 'https://materials.example/course',
        access_expires_at: '2027-11-21T09:00:00.000Z',
      });
    });

    it("does not show another learner the owner's access", async () => {
      expect(await webinarAs(course.id, learner)).toMatchObject({
        state: 'can_buy',
        is_owner: false,
        video_url: null,
      });
    });

    it('shows admins the video without access', async () => {
      expect(await webinarAs(course.id, admin)).toMatchObject({
        state: 'can_buy',
        video_url: expect.any(String),
      });
    });

    it('offers a renewal once access has expired, and hides the video again', async () => {
      const expired = await registerUser(t.http);
      await grantWebinar(expired.id, course.id, '2026-11-01T00:00:00Z');
      expect(await webinarAs(course.id, expired)).toMatchObject({
        state: 'can_prolong',
        is_owner: true,
        video_url: null,
        access_expires_at: '2026-11-01T00:00:00.000Z',
      });
    });

    it('falls back to the list price outside the custom window', async () => {
      t.clock.advance(10 * 24 * 3600 * 1000);
      try {
        expect(await webinarAs(course.id)).toMatchObject({ final_price: 4900, custom_price: null });
      } finally {
        t.clock.advance(-10 * 24 * 3600 * 1000);
      }
    });

    it('hides an inactive course from everyone but admins', async () => {
      for (const session of [undefined, learner]) {
        const response = await t
          .http()
          .get(`/api/v2/user/webinars/${hidden.id}`)
          .set(session?.auth ?? {})
          .expect(404);
        expect(response.body).toEqual({
          statusCode: 404,
          code: 'WEBINAR_NOT_FOUND',
          message: 'Видеокурс не найден',
        });
      }
      expect(await webinarAs(hidden.id, admin)).toMatchObject({ is_active: false });
    });

    it('answers 404 for a missing course and 400 for a bad id', async () => {
      await t.http().get('/api/v2/user/webinars/999999').expect(404);
      await t.http().get('/api/v2/user/webinars/abc').expect(400);
    });

    it('treats an unknown token on a public route as anonymous', async () => {
      const response = await t
        .http()
        .get(`/api/v2/user/webinars/${course.id}`)
        .set('Authorization', 'Bearer nobody')
        .expect(200);
      expect(response.body.webinar.state).toBe('can_buy');
    });
  });

  describe('GET /api/v2/user/webinars', () => {
    it('lists active courses in catalog order for visitors, inactive ones too for admins', async () => {
      const publicIds = (await t.http().get('/api/v2/user/webinars').expect(200)).body.webinars.map(
        (webinar: { id: number }) => webinar.id,
      );
      expect(publicIds).toEqual(expect.arrayContaining([course.id, free.id]));
      expect(publicIds).not.toContain(hidden.id);
      expect(publicIds.indexOf(course.id)).toBeLessThan(publicIds.indexOf(free.id));
      const adminIds = (
        await t.http().get('/api/v2/user/webinars').set(admin.auth).expect(200)
      ).body.webinars.map((webinar: { id: number }) => webinar.id);
      expect(adminIds).toContain(hidden.id);
    });

    it('marks what the viewer owns', async () => {
      const webinars = (await t.http().get('/api/v2/user/webinars').set(owner.auth).expect(200))
        .body.webinars;
      expect(webinars.find((webinar: { id: number }) => webinar.id === course.id)).toMatchObject({
        state: 'can_view',
        is_owner: true,
      });
      expect(webinars.find((webinar: { id: number }) => webinar.id === free.id)).toMatchObject({
        state: 'can_buy',
        final_price: 0,
      });
    });

    it('gives only the first courses in catalog order when asked for a limit', async () => {
      const ids = async (query: string, auth = {}) =>
        (
          await t.http().get(`/api/v2/user/webinars${query}`).set(auth).expect(200)
        ).body.webinars.map((webinar: { id: number }) => webinar.id);
      // Other suites may share this database: compare with the whole list, however long it is.
      const all = await ids('');
      expect(all.length).toBeGreaterThan(1);
      expect(await ids('?limit=1')).toEqual(all.slice(0, 1));
      expect(await ids('?limit=2')).toEqual(all.slice(0, 2));
      expect(await ids('?limit=100')).toEqual(all.slice(0, 100));
      // The limit counts what the viewer may see: an admin's first courses include hidden ones.
      const adminAll = await ids('', admin.auth);
      expect(await ids('?limit=100', admin.auth)).toEqual(adminAll.slice(0, 100));
    });

    it.each(['0', '101', '2.5', 'abc', ''])('refuses limit=%s with a 400', async (limit) => {
      const response = await t.http().get(`/api/v2/user/webinars?limit=${limit}`).expect(400);
      expect(response.body.message).toMatch(/Количество курсов/);
    });
  });

  describe('GET /api/v2/user/webinars/my', () => {
    it('needs a login', async () => {
      await t.http().get('/api/v2/user/webinars/my').expect(401);
    });

    it("lists only the viewer's courses", async () => {
      const mine = (await t.http().get('/api/v2/user/webinars/my').set(owner.auth).expect(200)).body
        .webinars;
      expect(mine.map((webinar: { id: number }) => webinar.id)).toEqual([course.id]);
      await t
        .http()
        .get('/api/v2/user/webinars/my')
        .set(learner.auth)
        .expect(200, { webinars: [] });
    });
  });

  describe('kits', () => {
    it('shows a kit with its active courses in kit order and its own prices', async () => {
      const response = await t.http().get(`/api/v2/user/kits/${kit.id}`).expect(200);
      expect(response.body.kit).toMatchObject({
        id: kit.id,
        title: 'Семья',
        price: 9900,
        final_price: 9900,
        prolongation_price: 5940,
        state: 'can_buy',
        custom_price: null,
        mark_id: null,
      });
      expect(response.body.kit.webinars.map((webinar: { id: number }) => webinar.id)).toEqual([
        free.id,
        course.id,
      ]);
      const asAdmin = await t.http().get(`/api/v2/user/kits/${kit.id}`).set(admin.auth).expect(200);
      expect(asAdmin.body.kit.webinars).toHaveLength(3);
    });

    it('grants the kit and every course in it on a kit purchase, extending what the learner had', async () => {
      const buyer = await registerUser(t.http);
      await grantWebinar(buyer.id, course.id, '2027-01-01T00:00:00Z');
      await t.dataSource.transaction((manager) =>
        t.app
          .get(AccessGrantsService)
          .grantKit(manager, buyer.id, kit.id, { source: AccessSource.PAYMENT }),
      );
      const bought = (await t.http().get(`/api/v2/user/kits/${kit.id}`).set(buyer.auth).expect(200))
        .body.kit;
      expect(bought).toMatchObject({
        state: 'can_view',
        is_owner: true,
        access_expires_at: '2027-11-21T09:00:00.000Z',
      });
      const courses = new Map(
        bought.webinars.map((webinar: { id: number }) => [webinar.id, webinar]),
      );
      expect(courses.get(free.id)).toMatchObject({
        state: 'can_view',
        access_expires_at: '2027-11-21T09:00:00.000Z',
      });
      // The course already owned until 2027-01-01 gets a year on top of that date.
      expect(courses.get(course.id)).toMatchObject({
        state: 'can_view',
        access_expires_at: '2028-01-01T00:00:00.000Z',
      });
      const mine = (await t.http().get('/api/v2/user/kits/my').set(buyer.auth).expect(200)).body
        .kits;
      expect(mine.map((item: { id: number }) => item.id)).toEqual([kit.id]);
    });

    it("filters 'my kits' by mark_id, which drives the 'Психотерапевт 21 века' menu item", async () => {
      const buyer = await registerUser(t.http);
      await t
        .http()
        .get('/api/v2/user/kits/my?mark_id=1')
        .set(buyer.auth)
        .expect(200, { kits: [] });
      await t.dataSource.transaction((manager) =>
        t.app
          .get(AccessGrantsService)
          .grantKit(manager, buyer.id, marked.id, { source: AccessSource.PAYMENT }),
      );
      const mine = (
        await t.http().get('/api/v2/user/kits/my?mark_id=1').set(buyer.auth).expect(200)
      ).body.kits;
      expect(mine.map((item: { id: number }) => item.id)).toEqual([marked.id]);
      await t.http().get('/api/v2/user/kits/my?mark_id=abc').set(buyer.auth).expect(400);
      await t.http().get('/api/v2/user/kits/my').expect(401);
    });

    it('lists active kits and uses a kit custom price inside its window', async () => {
      t.clock.advance(15 * 24 * 3600 * 1000);
      try {
        const kits = (await t.http().get('/api/v2/user/kits').expect(200)).body.kits;
        expect(kits.find((item: { id: number }) => item.id === kit.id)).toMatchObject({
          final_price: 5000,
          final_price_azn: 100,
          custom_price: { kit_id: kit.id, price: 5000 },
        });
      } finally {
        t.clock.advance(-15 * 24 * 3600 * 1000);
      }
    });

    it('hides inactive kits from non-admins', async () => {
      const draft = await createKit(t.dataSource, [course], { isActive: false });
      await t.http().get(`/api/v2/user/kits/${draft.id}`).expect(404);
      await t.http().get(`/api/v2/user/kits/${draft.id}`).set(admin.auth).expect(200);
    });
  });

  describe('content', () => {
    it('serves tags, competencies, video reviews and written reviews', async () => {
      const tag = await t.dataSource.getRepository(Tag).save({ title: `Тема ${course.id}` });
      const competence = await t.dataSource.getRepository(Competence).save({
        title: 'Кризисная психология',
        shortDescription: 'Помощь в кризисе',
        description: ['Абзац'],
        sort: 1,
      });
      await t.dataSource.getRepository(Feedback).save({
        author: 'Екатерина',
        title: 'Отзыв',
        videoUrl: 'https://video.example/review',
        sort: 1,
      });
      await t.dataSource.getRepository(Message).save({ author: 'Ольга', text: 'Спасибо за курс' });

      const tags = (await t.http().get('/api/v1/user/tags').expect(200)).body.tags;
      expect(tags).toContainEqual({ id: tag.id, title: tag.title });
      const competencies = (await t.http().get('/api/v1/user/competencies').expect(200)).body
        .competencies;
      expect(competencies).toContainEqual(
        expect.objectContaining({
          id: competence.id,
          short_description: 'Помощь в кризисе',
          description: ['Абзац'],
        }),
      );
      const one = await t.http().get(`/api/v1/user/competencies/${competence.id}`).expect(200);
      expect(one.body.competence.title).toBe('Кризисная психология');
      const missing = await t.http().get('/api/v1/user/competencies/999999').expect(404);
      expect(missing.body.message).toBe('Компетенция не найдена');
      const feedbacks = (await t.http().get('/api/v1/user/feedbacks').expect(200)).body.feedbacks;
      expect(feedbacks).toContainEqual(
        expect.objectContaining({ author: 'Екатерина', video_url: 'https://video.example/review' }),
      );
      const messages = (await t.http().get('/api/v1/user/messages').expect(200)).body.messages;
      expect(messages).toContainEqual(
        expect.objectContaining({ author: 'Ольга', text: 'Спасибо за курс' }),
      );
    });
  });
});
