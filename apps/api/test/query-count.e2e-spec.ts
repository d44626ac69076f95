import {
  Payment,
  PaymentStatus,
  PaymentType,
  ProductType,
} from '../src/modules/payments/entities/payment.entity.js';
import type { ApiClient } from '@course-shop/api-client';
import { AccessGrantsService } from '../src/modules/access/access-grants.service.js';
import { AccessSource } from '../src/modules/access/entities/access-grant.entity.js';
import { Answer } from '../src/modules/school/entities/answer.entity.js';
import { Attempt, AttemptStatus } from '../src/modules/school/entities/attempt.entity.js';
import { Exercise } from '../src/modules/school/entities/exercise.entity.js';
import { Lesson } from '../src/modules/school/entities/lesson.entity.js';
import { Question } from '../src/modules/school/entities/question.entity.js';
import { School } from '../src/modules/school/entities/school.entity.js';
import { Tariff } from '../src/modules/school/entities/tariff.entity.js';
import { SchoolAccessService } from '../src/modules/school/school-access.service.js';
import { WebinarTag } from '../src/modules/webinars/entities/webinar-tag.entity.js';
import { Tag } from '../src/modules/webinars/entities/tag.entity.js';
import type { Webinar } from '../src/modules/webinars/entities/webinar.entity.js';
import {
  addKitPrice,
  addWebinarPrice,
  createKit,
  createWebinar,
} from './support/catalog-factories.js';
import { api, type ApiResult, expectOk } from './support/api-client.js';
import { createAdmin, registerUser, type Session } from './support/factories.js';
import { countStatements, type StatementCounter } from './support/statement-counter.js';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('SQL statements per catalog request', () => {
  const OWN_TITLE = 'Счётный';
  let t: TestApp;
  let admin: Session;
  let learner: Session;
  let counter: StatementCounter;
  let firstWebinarId: number;
  let firstKitId: number;
  let tags: Tag[];
  let schoolId: number;

  const grants = () => t.app.get(AccessGrantsService);

  /** A school the learner has access to: its exercises grow with the catalog. */
  async function createSchool(): Promise<void> {
    const school = await t.dataSource
      .getRepository(School)
      .save({ title: `${OWN_TITLE} школа ${learner.id}`, description: 'Описание' });
    const tariff = await t.dataSource.getRepository(Tariff).save({
      schoolId: school.id,
      name: `${OWN_TITLE} тариф`,
      periodDays: 30,
      price: 1000,
      priceAzn: 20,
    });
    await t.dataSource.transaction((manager) =>
      t.app.get(SchoolAccessService).bind(manager, {
        userId: learner.id,
        tariff,
        origin: { source: 'admin', boundBy: admin.id },
      }),
    );
    schoolId = school.id;
  }

  /**
   * An exercise of that school with two lessons and three questions; every third one is not open
   * yet, the others carry a failed attempt of the learner and a newer one under review, answered.
   */
  async function addExercise(index: number): Promise<void> {
    const now = t.clock.now();
    const locked = index % 3 === 2;
    const exercise = await t.dataSource.getRepository(Exercise).save({
      schoolId,
      title: `${OWN_TITLE} задание ${index}`,
      sort: index,
      activateAt: locked ? new Date(now.getTime() + 7 * 24 * 3600 * 1000) : null,
    });
    const lessons = await t.dataSource
      .getRepository(Lesson)
      .save([1, 2].map((sort) => ({ exerciseId: exercise.id, title: `Урок ${sort}`, sort })));
    const questions = await t.dataSource.getRepository(Question).save(
      [1, 2, 3].map((sort) => ({
        exerciseId: exercise.id,
        lessonId: lessons[sort - 1]?.id ?? null,
        text: `Вопрос ${sort}`,
        sort,
      })),
    );
    if (locked) return;
    for (const status of [AttemptStatus.FAILED, AttemptStatus.CHECKING]) {
      const attempt = await t.dataSource.getRepository(Attempt).save({
        userId: learner.id,
        exerciseId: exercise.id,
        status,
        reviewerComment: status === AttemptStatus.FAILED ? 'Раскройте ответы подробнее' : null,
        submittedAt: now,
        reviewedAt: status === AttemptStatus.FAILED ? now : null,
      });
      await t.dataSource.getRepository(Answer).save(
        questions.map((question) => ({
          attemptId: attempt.id,
          questionId: question.id,
          userId: learner.id,
          text: 'Ответ',
          createdAt: now,
        })),
      );
    }
  }

  /**
   * Adds `count` courses (two tags and two price windows each, one of them running now) and
   * `count` kits of three courses with a price window, and gives the learner every one of them.
   */
  async function addCatalog(count: number): Promise<void> {
    for (let index = 0; index < count; index += 1) {
      const webinars: Webinar[] = [];
      for (let course = 0; course < 3; course += 1) {
        const webinar = await createWebinar(t.dataSource, {
          sort: index,
          title: `${OWN_TITLE} ${index}.${course}`,
        });
        await t.dataSource.getRepository(WebinarTag).insert([
          { webinarId: webinar.id, tagId: tags[0]!.id },
          { webinarId: webinar.id, tagId: tags[1]!.id },
        ]);
        await addWebinarPrice(t.dataSource, webinar.id, {
          start: '2026-11-01T00:00:00Z',
          end: '2026-12-01T00:00:00Z',
          price: 2900,
          priceAzn: 58,
        });
        await addWebinarPrice(t.dataSource, webinar.id, {
          start: '2027-01-01T00:00:00Z',
          end: '2027-02-01T00:00:00Z',
          price: 1900,
          priceAzn: 38,
        });
        webinars.push(webinar);
      }
      const kit = await createKit(t.dataSource, webinars, {
        markId: 1,
        title: `${OWN_TITLE} ${index}`,
      });
      await addKitPrice(t.dataSource, kit.id, {
        start: '2026-11-01T00:00:00Z',
        end: '2026-12-01T00:00:00Z',
        price: 5000,
        priceAzn: 100,
      });
      await t.dataSource.transaction(async (manager) => {
        await grants().grantKit(manager, learner.id, kit.id, { source: AccessSource.PAYMENT });
        await grants().grantWebinar(
          manager,
          learner.id,
          { webinarId: webinars[0]!.id, expiresAt: new Date('2026-01-01T00:00:00Z') },
          { source: AccessSource.ADMIN },
        );
      });
      await t.dataSource.getRepository(Payment).insert({
        userId: learner.id,
        type: PaymentType.PURCHASE,
        productType: ProductType.KIT,
        productId: kit.id,
        productTitle: kit.title,
        provider: 'robokassa',
        currency: 'RUB',
        amountMinor: 500000,
        status: PaymentStatus.PAID,
        description: `Покупка комплекта курсов «${kit.title}»`,
        recipientId: learner.id,
      });
      await addExercise(index);
      firstWebinarId ??= webinars[0]!.id;
      firstKitId ??= kit.id;
    }
  }

  const courseList = (client: ApiClient) => client.GET('/api/v2/user/webinars');
  const aCourse = (client: ApiClient) =>
    client.GET('/api/v2/user/webinars/{id}', { params: { path: { id: firstWebinarId } } });
  const kitList = (client: ApiClient) => client.GET('/api/v2/user/kits');
  const aKit = (client: ApiClient) =>
    client.GET('/api/v2/user/kits/{id}', { params: { path: { id: firstKitId } } });
  // Only this suite's items, never a full page: the admin list skips its count query on a page
  // that is not full, so rows other suites left behind would change the count.
  const aPage = { page: 1, per_page: 100, search: OWN_TITLE };

  const requests = (): Record<
    string,
    { read: (client: ApiClient) => Promise<ApiResult>; as?: Session }
  > => ({
    // Nothing but the token lookup: what every request with a token costs before its own work.
    'token lookup': { read: (client) => client.GET('/api/v1/user/current'), as: learner },
    health: { read: (client) => client.GET('/api/health') },
    'course list, anonymous': { read: courseList },
    'course list, learner': { read: courseList, as: learner },
    'first courses (home)': {
      read: (client) => client.GET('/api/v2/user/webinars', { params: { query: { limit: 8 } } }),
    },
    'a course, anonymous': { read: aCourse },
    'a course, learner': { read: aCourse, as: learner },
    'kit list, anonymous': { read: kitList },
    'kit list, learner': { read: kitList, as: learner },
    'a kit, anonymous': { read: aKit },
    'a kit, learner': { read: aKit, as: learner },
    'my courses': { read: (client) => client.GET('/api/v2/user/webinars/my'), as: learner },
    'my kits': {
      read: (client) => client.GET('/api/v2/user/kits/my', { params: { query: { mark_id: 1 } } }),
      as: learner,
    },
    'my payments': { read: (client) => client.GET('/api/v1/user/current/payments'), as: learner },
    'my schools': { read: (client) => client.GET('/api/v1/school/user/tariffs'), as: learner },
    'school exercises': {
      read: (client) => client.GET('/api/v1/school/user/exercises'),
      as: learner,
    },
    'admin course page': {
      read: (client) => client.GET('/api/v2/admin/webinars', { params: { query: aPage } }),
      as: admin,
    },
    'admin kit page': {
      read: (client) => client.GET('/api/v2/admin/kits', { params: { query: aPage } }),
      as: admin,
    },
    'statistics revenue': {
      read: (client) =>
        client.GET('/api/v2/admin/statistics/revenue', { params: { query: { group: 'week' } } }),
      as: admin,
    },
    'statistics summary': {
      read: (client) => client.GET('/api/v2/admin/statistics/summary'),
      as: admin,
    },
  });

  /** Statements per request, and how many items the answer held (to prove the data did grow). */
  async function measure(): Promise<Record<string, { statements: number; items: number }>> {
    const measured: Record<string, { statements: number; items: number }> = {};
    for (const [name, request] of Object.entries(requests())) {
      let items = 0;
      const statements = await counter.during(async () => {
        const body = expectOk(await request.read(api(t, request.as))) as object;
        items = Object.values(body).find(Array.isArray)?.length ?? 1;
      });
      measured[name] = { statements, items };
    }
    return measured;
  }

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t.dataSource, t.http);
    learner = await registerUser(t.http);
    tags = await t.dataSource
      .getRepository(Tag)
      .save([{ title: `Тема ${learner.id}-1` }, { title: `Тема ${learner.id}-2` }]);
    await createSchool();
    counter = countStatements(t.dataSource);
  });
  afterAll(async () => {
    counter.restore();
    await t.close();
  });

  // Builds a catalogue of 20 kits and courses: a loaded 2-core machine needs more than 5 s.
  it('stay the same with 2 and with 20 kits and courses of the learner', async () => {
    await addCatalog(2);
    const small = await measure();
    await addCatalog(18);
    const large = await measure();

    expect(large['my kits']!.items).toBe(small['my kits']!.items + 18);
    expect(large['my payments']!.items).toBe(small['my payments']!.items + 18);
    expect(large['school exercises']!.items).toBe(small['school exercises']!.items + 18);
    expect(large['my courses']!.items).toBeGreaterThan(small['my courses']!.items);
    const statements = (measured: typeof small) =>
      Object.fromEntries(
        Object.entries(measured).map(([name, { statements }]) => [name, statements]),
      );
    expect(statements(large)).toEqual(statements(small));
    // The limit is cut in SQL, whatever the catalog holds.
    expect(large['first courses (home)']!.items).toBeLessThanOrEqual(8);
    // Beyond the token lookup: one statement per list of items and one per set of the viewer's
    // grants (the admin pages add their page of ids); the school reads its access, then the
    // exercises with all their content.
    const { 'token lookup': token, ...catalog } = statements(small);
    // The token and its user in one statement: every authenticated request pays it.
    expect(token).toBe(1);
    expect(catalog).toEqual({
      health: 1,
      'course list, anonymous': 1,
      'course list, learner': token! + 2,
      'first courses (home)': 1,
      'a course, anonymous': 1,
      'a course, learner': token! + 2,
      'kit list, anonymous': 2,
      'kit list, learner': token! + 4,
      'a kit, anonymous': 2,
      'a kit, learner': token! + 4,
      'my courses': token! + 2,
      'my kits': token! + 4,
      'my payments': token! + 1,
      'my schools': token! + 1,
      'school exercises': token! + 2,
      'admin course page': token! + 3,
      'admin kit page': token! + 5,
      // One statement per answer, whatever the period holds.
      'statistics revenue': token! + 1,
      'statistics summary': token! + 1,
    });
  }, 30_000);
});
