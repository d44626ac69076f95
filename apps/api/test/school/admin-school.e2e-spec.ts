import { randomBytes } from 'node:crypto';
import type { ApiClient, paths, Schemas } from '@course-shop/api-client';
import { AuditEntry } from '../../src/modules/audit/entities/audit-entry.entity.js';
import { Attempt, AttemptStatus } from '../../src/modules/school/entities/attempt.entity.js';
import { Exercise } from '../../src/modules/school/entities/exercise.entity.js';
import { Question } from '../../src/modules/school/entities/question.entity.js';
import { School } from '../../src/modules/school/entities/school.entity.js';
import { Tariff } from '../../src/modules/school/entities/tariff.entity.js';
import { UserTariff } from '../../src/modules/school/entities/user-tariff.entity.js';
import { AttemptReviewLetters } from '../../src/modules/school/attempt-review-letters.service.js';
import { AttemptReviewSweeper } from '../../src/modules/school/attempt-review-sweeper.js';
import { api, type ApiResult, expectError, expectOk } from '../support/api-client.js';
import { createAdmin, registerUser, type Session } from '../support/factories.js';
import { idleQueues } from '../support/idle-queues.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const DAY_MS = 24 * 3600 * 1000;
const ADMIN = '/api/v1/school/admin';
const unique = (label: string) => `${label} ${randomBytes(4).toString('hex')}`;
/** The path of an item, for the calls that take one. */
const byId = (id: number) => ({ params: { path: { id } } });

describe('the admin side of the school', () => {
  let t: TestApp;
  let admin: Session;
  let adminApi: ApiClient;
  let learner: Session;
  let school: School;
  let tariff: Tariff;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t.dataSource, t.http);
    adminApi = api(t, admin);
    learner = await registerUser(t.http);
    school = await t.dataSource
      .getRepository(School)
      .save({ title: unique('Школа'), description: 'Описание школы' });
    tariff = await t.dataSource.getRepository(Tariff).save({
      schoolId: school.id,
      name: unique('Тариф'),
      periodDays: 30,
      price: 1000,
      priceAzn: 20,
    });
  });
  afterAll(() => t.close());

  // Raw HTTP for the requests the typed client refuses to compile: wrong types, unknown or missing
  // fields, unreadable query values.
  const rawGet = (path: string, query: Record<string, unknown>) =>
    t.http().get(`${ADMIN}${path}`).query(query).set(admin.auth);
  const rawPost = (path: string, body: object) =>
    t.http().post(`${ADMIN}${path}`).set(admin.auth).send(body);
  const auditOf = (userId: number, action: string) =>
    t.dataSource
      .getRepository(AuditEntry)
      .find({ where: { entityType: 'user', entityId: userId, action }, order: { id: 'ASC' } });
  const bind = (user: Session, body: Partial<Schemas['BindTariffDto']> = {}) =>
    adminApi.POST('/api/v1/school/admin/tariffs/bind-to-user', {
      body: { user_id: user.id, tariff_id: tariff.id, ...body },
    });
  const createExercise = async (body: Partial<Schemas['CreateExerciseDto']> = {}) =>
    expectOk(
      await adminApi.POST('/api/v1/school/admin/exercises', {
        body: { school_id: school.id, title: unique('Задание'), ...body },
      }),
      201,
    ).exercise;
  const createLesson = async (exerciseId: number, title: string) =>
    expectOk(
      await adminApi.POST('/api/v1/school/admin/exercises/{id}/lessons', {
        ...byId(exerciseId),
        body: { title },
      }),
      201,
    ).lesson;
  const createQuestion = (exerciseId: number, body: Schemas['CreateQuestionDto']) =>
    adminApi.POST('/api/v1/school/admin/exercises/{id}/questions', { ...byId(exerciseId), body });

  describe('access', () => {
    // A valid body each, so only the caller decides the answer.
    it.each<[string, string, (client: ApiClient) => Promise<ApiResult>]>([
      ['GET', '/schools', (c) => c.GET('/api/v1/school/admin/schools')],
      ['GET', '/tariffs', (c) => c.GET('/api/v1/school/admin/tariffs')],
      [
        'POST',
        '/tariffs',
        (c) =>
          c.POST('/api/v1/school/admin/tariffs', {
            body: {
              school_id: 1,
              name: 'Х',
              period_days: 1,
              price: 0,
              price_azn: 0,
              is_active: true,
            },
          }),
      ],
      [
        'POST',
        '/tariffs/1/update',
        (c) =>
          c.POST('/api/v1/school/admin/tariffs/{id}/update', {
            ...byId(1),
            body: { is_active: true },
          }),
      ],
      [
        'POST',
        '/tariffs/bind-to-user',
        (c) =>
          c.POST('/api/v1/school/admin/tariffs/bind-to-user', {
            body: { user_id: 1, tariff_id: 1 },
          }),
      ],
      ['GET', '/exercises', (c) => c.GET('/api/v1/school/admin/exercises')],
      [
        'POST',
        '/exercises',
        (c) => c.POST('/api/v1/school/admin/exercises', { body: { school_id: 1, title: 'Х' } }),
      ],
      ['GET', '/exercises/1', (c) => c.GET('/api/v1/school/admin/exercises/{id}', byId(1))],
      [
        'POST',
        '/exercises/1/update',
        (c) => c.POST('/api/v1/school/admin/exercises/{id}/update', { ...byId(1), body: {} }),
      ],
      [
        'GET',
        '/exercises/1/lessons',
        (c) => c.GET('/api/v1/school/admin/exercises/{id}/lessons', byId(1)),
      ],
      [
        'POST',
        '/exercises/1/lessons',
        (c) =>
          c.POST('/api/v1/school/admin/exercises/{id}/lessons', {
            ...byId(1),
            body: { title: 'Х' },
          }),
      ],
      [
        'POST',
        '/exercises/1/lessons/order',
        (c) =>
          c.POST('/api/v1/school/admin/exercises/{id}/lessons/order', {
            ...byId(1),
            body: { ids: [1] },
          }),
      ],
      [
        'POST',
        '/lessons/1/update',
        (c) => c.POST('/api/v1/school/admin/lessons/{id}/update', { ...byId(1), body: {} }),
      ],
      [
        'POST',
        '/exercises/1/questions',
        (c) =>
          c.POST('/api/v1/school/admin/exercises/{id}/questions', {
            ...byId(1),
            body: { text: 'Х' },
          }),
      ],
      [
        'POST',
        '/exercises/1/questions/order',
        (c) =>
          c.POST('/api/v1/school/admin/exercises/{id}/questions/order', {
            ...byId(1),
            body: { ids: [1] },
          }),
      ],
      [
        'POST',
        '/questions/1/update',
        (c) => c.POST('/api/v1/school/admin/questions/{id}/update', { ...byId(1), body: {} }),
      ],
      ['GET', '/answers/users', (c) => c.GET('/api/v1/school/admin/answers/users')],
      ['GET', '/users/attempts', (c) => c.GET('/api/v1/school/admin/users/attempts')],
      [
        'GET',
        '/users/attempts/1',
        (c) => c.GET('/api/v1/school/admin/users/attempts/{id}', byId(1)),
      ],
      [
        'POST',
        '/users/attempts/1/change',
        (c) =>
          c.POST('/api/v1/school/admin/users/attempts/{id}/change', {
            ...byId(1),
            body: { status: 'finished' },
          }),
      ],
    ])('%s %s is 401 anonymous and 403 for a learner', async (_method, _path, call) => {
      expectError(await call(api(t)), 401);
      expectError(await call(api(t, learner)), 403);
    });

    it('keeps the admin user page to admins, with or without the tariff', async () => {
      const page = (client: ApiClient) =>
        client.GET('/api/v2/admin/users/{id}', {
          params: { path: { id: learner.id }, query: { with_active_tariff: '1' } },
        });
      expectError(await page(api(t)), 401);
      expectError(await page(api(t, learner)), 403);
    });
  });

  describe('schools and tariffs', () => {
    /** A valid new tariff named `name`. */
    const tariffBody = (name: string): Schemas['CreateTariffDto'] => ({
      school_id: school.id,
      name,
      period_days: 30,
      price: 1,
      price_azn: 1,
      is_active: true,
    });
    const tariffsNamed = (name: string) => t.dataSource.getRepository(Tariff).countBy({ name });

    it('lists the schools', async () => {
      const { schools } = expectOk(await adminApi.GET('/api/v1/school/admin/schools'));
      expect(schools).toContainEqual({
        id: school.id,
        title: school.title,
        description: 'Описание школы',
        created_at: expect.any(String),
        updated_at: expect.any(String),
      });
    });

    it('creates, lists and partly updates a tariff', async () => {
      const name = unique('Психотипы: 90 дней');
      // Raw: is_active is left out to prove its default; the generated type wrongly requires it.
      const created = await rawPost('/tariffs', {
        school_id: school.id,
        name: `  ${name} `,
        period_days: 90,
        price: 14900.5,
        price_azn: 298,
      }).expect(201);
      const id = created.body.tariff.id as number;
      expect(created.body.tariff).toEqual({
        id,
        school_id: school.id,
        name,
        period_days: 90,
        price: 14900.5,
        price_azn: 298,
        is_active: true,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      });
      const { tariffs } = expectOk(await adminApi.GET('/api/v1/school/admin/tariffs'));
      expect(tariffs).toContainEqual(created.body.tariff);

      const updated = await adminApi.POST('/api/v1/school/admin/tariffs/{id}/update', {
        ...byId(id),
        body: { is_active: false, price: 9900 },
      });
      expect(expectOk(updated).tariff).toMatchObject({ id, name, price: 9900, is_active: false });
    });

    it.each<[Partial<Schemas['CreateTariffDto']>, string]>([
      [{ name: '   ' }, 'Укажите название'],
      [{ period_days: 0 }, 'Срок должен быть целым числом дней от 1 до 3660'],
      [{ period_days: 3661 }, 'Срок должен быть целым числом дней от 1 до 3660'],
      [{ period_days: 1.5 }, 'Срок должен быть целым числом дней от 1 до 3660'],
      [{ price: -1 }, 'Цена не может быть отрицательной'],
      [{ price_azn: 1.001 }, 'Цена должна быть числом, не более двух знаков после запятой'],
    ])('refuses a tariff with %j and writes nothing', async (overrides, message) => {
      const name = unique('Плохой тариф');
      const response = await adminApi.POST('/api/v1/school/admin/tariffs', {
        body: { ...tariffBody(name), ...overrides },
      });
      expect(expectError(response, 400, 'VALIDATION_FAILED').message).toBe(message);
      expect(await tariffsNamed(name)).toBe(0);
    });

    // Raw: a missing field and wrong types, which the typed client would not compile.
    it.each([
      [{ name: undefined }, 'Укажите название'],
      [{ school_id: 'один' }, 'school_id должен быть целым положительным числом'],
      [{ is_active: null }, 'is_active должен быть true или false'],
    ])('refuses a tariff with %j and writes nothing', async (overrides, message) => {
      const name = unique('Плохой тариф');
      const response = await rawPost('/tariffs', { ...tariffBody(name), ...overrides }).expect(400);
      expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', message });
      expect(await tariffsNamed(name)).toBe(0);
    });

    it('answers 404 for a missing school or tariff, and never moves a tariff', async () => {
      const body = {
        school_id: 999999,
        name: 'Тариф',
        period_days: 1,
        price: 0,
        price_azn: 0,
        is_active: true,
      };
      const noSchool = await adminApi.POST('/api/v1/school/admin/tariffs', { body });
      expect(expectError(noSchool, 404, 'SCHOOL_NOT_FOUND').message).toBe('Школа не найдена');
      const noTariff = await adminApi.POST('/api/v1/school/admin/tariffs/{id}/update', {
        ...byId(999999),
        body: { name: 'Новое', is_active: true },
      });
      expectError(noTariff, 404, 'TARIFF_NOT_FOUND');
      // Raw: an unknown field and a null name, which the typed client would not compile.
      const moved = await rawPost(`/tariffs/${tariff.id}/update`, { school_id: 1 }).expect(400);
      expect(moved.body.message).toBe('Поле «school_id» не поддерживается');
      await rawPost(`/tariffs/${tariff.id}/update`, { name: null }).expect(400);
    });
  });

  describe('POST /tariffs/bind-to-user', () => {
    const periodsOf = (user: Session) =>
      t.dataSource.getRepository(UserTariff).countBy({ userId: user.id });

    it('gives period_days from now, then extends from where the access ends; audited', async () => {
      const user = await registerUser(t.http);
      const now = t.clock.now().getTime();
      const first = expectOk(await bind(user)).user_tariff;
      expect(first).toEqual({
        id: expect.any(Number),
        user_id: user.id,
        tariff_id: tariff.id,
        tariff_name: tariff.name,
        school_id: school.id,
        source: 'admin',
        bound_by: admin.id,
        payment_id: null,
        starts_at: new Date(now).toISOString(),
        expires_at: new Date(now + 30 * DAY_MS).toISOString(),
      });
      const second = expectOk(await bind(user)).user_tariff;
      expect(second).toMatchObject({
        starts_at: new Date(now + 30 * DAY_MS).toISOString(),
        expires_at: new Date(now + 60 * DAY_MS).toISOString(),
      });
      const entries = await auditOf(user.id, 'school.tariff.bind');
      expect(entries.map((entry) => [entry.actorId, entry.details])).toEqual([
        [admin.id, expect.objectContaining({ user_tariff_id: first.id })],
        [admin.id, expect.objectContaining({ user_tariff_id: second.id })],
      ]);
    });

    it('runs from now to an explicit end', async () => {
      const user = await registerUser(t.http);
      const response = await bind(user, { expires_at: '2027-06-01T00:00:00Z' });
      expect(expectOk(response).user_tariff).toMatchObject({
        starts_at: t.clock.now().toISOString(),
        expires_at: '2027-06-01T00:00:00.000Z',
      });
      expect(await auditOf(user.id, 'school.tariff.bind')).toMatchObject([
        { details: { explicit_expiry: true, expires_at: '2027-06-01T00:00:00.000Z' } },
      ]);
    });

    it.each<[Partial<Schemas['BindTariffDto']>, number, Schemas['ErrorCode']]>([
      [{ expires_at: '2026-11-20T00:00:00Z' }, 400, 'VALIDATION_FAILED'],
      [{ expires_at: '2037-01-01T00:00:00Z' }, 400, 'VALIDATION_FAILED'],
      [{ expires_at: 'завтра' }, 400, 'VALIDATION_FAILED'],
      [{ tariff_id: 999999 }, 404, 'TARIFF_NOT_FOUND'],
      [{ user_id: 999999 }, 404, 'USER_NOT_FOUND'],
      [{ user_id: 0 }, 400, 'VALIDATION_FAILED'],
    ])('refuses %j with %i and binds nothing', async (overrides, status, code) => {
      const user = await registerUser(t.http);
      expectError(await bind(user, overrides), status, code);
      expect(await periodsOf(user)).toBe(0);
      expect(await auditOf(user.id, 'school.tariff.bind')).toEqual([]);
    });

    it('refuses {"expires_at":null} with 400 and binds nothing', async () => {
      const user = await registerUser(t.http);
      // Raw: a null end, which the typed client would not compile.
      const response = await rawPost('/tariffs/bind-to-user', {
        user_id: user.id,
        tariff_id: tariff.id,
        expires_at: null,
      }).expect(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
      expect(await periodsOf(user)).toBe(0);
      expect(await auditOf(user.id, 'school.tariff.bind')).toEqual([]);
    });

    it('refuses an inactive tariff with 409', async () => {
      const user = await registerUser(t.http);
      const inactive = await t.dataSource.getRepository(Tariff).save({
        schoolId: school.id,
        name: unique('Отключённый'),
        periodDays: 10,
        price: 1,
        priceAzn: 1,
        isActive: false,
      });
      expectError(await bind(user, { tariff_id: inactive.id }), 409, 'TARIFF_INACTIVE');
      expect(await periodsOf(user)).toBe(0);
    });
  });

  describe('GET /api/v2/admin/users/{id}?with_active_tariff=1', () => {
    const userPage = async (id: number, withActiveTariff?: '1' | '0') =>
      expectOk(
        await adminApi.GET('/api/v2/admin/users/{id}', {
          params: { path: { id }, query: { with_active_tariff: withActiveTariff } },
        }),
      ).user;

    it('adds the tariff in force only when asked', async () => {
      const user = await registerUser(t.http);
      expect(await userPage(user.id, '1')).toMatchObject({ id: user.id, active_tariff: null });

      const bound = expectOk(await bind(user)).user_tariff;
      expect((await userPage(user.id, '1')).active_tariff).toEqual(bound);
      expect(await userPage(user.id)).not.toHaveProperty('active_tariff');
      expect(await userPage(user.id, '0')).not.toHaveProperty('active_tariff');
    });

    it('refuses an unreadable flag', async () => {
      // Raw: a value outside the flag's enum, which the typed client would not compile.
      const response = await t
        .http()
        .get(`/api/v2/admin/users/${learner.id}`)
        .query({ with_active_tariff: 'да' })
        .set(admin.auth)
        .expect(400);
      expect(response.body.message).toBe('with_active_tariff: 1 или 0');
    });
  });

  describe('exercises', () => {
    it('creates with defaults, appends after the others, lists and reads', async () => {
      const other = await t.dataSource
        .getRepository(School)
        .save({ title: unique('Пустая школа') });
      const first = await createExercise({ school_id: other.id, title: ' Неделя 1 ' });
      expect(first).toEqual({
        id: expect.any(Number),
        school_id: other.id,
        title: 'Неделя 1',
        description: '',
        url: null,
        video_urls: null,
        properties: {},
        activate_at: null,
        sort: 1,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      });
      const second = await createExercise({
        school_id: other.id,
        title: 'Неделя 2',
        description: 'Описание',
        url: 'https://example.com/workbook.pdf',
        video_urls: [' https://rutube.ru/play/embed/1 '],
        properties: { week: 2, tags: ['a'] },
        activate_at: '2026-12-01T06:00:00Z',
      });
      expect(second).toMatchObject({
        sort: 2,
        video_urls: ['https://rutube.ru/play/embed/1'],
        properties: { week: 2, tags: ['a'] },
        activate_at: '2026-12-01T06:00:00.000Z',
      });
      const { exercises } = expectOk(
        await adminApi.GET('/api/v1/school/admin/exercises', {
          params: { query: { school_id: other.id } },
        }),
      );
      expect(exercises.map((exercise) => exercise.id)).toEqual([first.id, second.id]);
      const read = await adminApi.GET('/api/v1/school/admin/exercises/{id}', byId(second.id));
      expect(expectOk(read).exercise).toEqual({ ...second, lessons: [], questions: [] });
    });

    it('changes the given fields only, and clears the nullable ones with null', async () => {
      const exercise = await createExercise({
        url: '/uploads/a.pdf',
        video_urls: ['https://v.example/1'],
        activate_at: '2026-12-01T00:00:00Z',
      });
      const response = await adminApi.POST('/api/v1/school/admin/exercises/{id}/update', {
        ...byId(exercise.id),
        body: { description: 'Новое описание', video_urls: null, activate_at: null },
      });
      expect(expectOk(response).exercise).toMatchObject({
        title: exercise.title,
        description: 'Новое описание',
        url: '/uploads/a.pdf',
        video_urls: null,
        activate_at: null,
      });
    });

    it.each<[Partial<Schemas['CreateExerciseDto']>, string]>([
      [{ title: '' }, 'Укажите название'],
      [{ video_urls: ['ftp://x'] }, 'Укажите список ссылок на видео (https://…)'],
      [
        { activate_at: 'завтра' },
        'Дата должна быть в формате ISO 8601, например 2026-11-20T00:00:00Z',
      ],
      [{ sort: -1 }, 'Порядок не может быть отрицательным'],
      [{ url: 'javascript:alert(1)' }, 'Укажите ссылку (https://…) или путь, начинающийся с /'],
    ])('refuses an exercise with %j and writes nothing', async (overrides, message) => {
      const title = unique('Плохое задание');
      const response = await adminApi.POST('/api/v1/school/admin/exercises', {
        body: { school_id: school.id, title, ...overrides },
      });
      expect(expectError(response, 400, 'VALIDATION_FAILED').message).toBe(message);
      expect(await t.dataSource.getRepository(Exercise).countBy({ title })).toBe(0);
    });

    // Raw: a missing field and wrong types, which the typed client would not compile.
    it.each([
      [{ school_id: undefined }, 'school_id должен быть целым положительным числом'],
      [{ video_urls: 'https://v.example/1' }, 'Укажите список ссылок на видео (https://…)'],
      [{ properties: [1] }, 'properties: объект JSON не длиннее 20000 символов'],
      [{ properties: null }, 'properties: объект JSON не длиннее 20000 символов'],
    ])('refuses an exercise with %j and writes nothing', async (overrides, message) => {
      const title = unique('Плохое задание');
      const response = await rawPost('/exercises', { school_id: school.id, title, ...overrides });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', message });
      expect(await t.dataSource.getRepository(Exercise).countBy({ title })).toBe(0);
    });

    it('answers 404 for a missing school or exercise', async () => {
      const noSchool = await adminApi.POST('/api/v1/school/admin/exercises', {
        body: { school_id: 999999, title: 'Х' },
      });
      expectError(noSchool, 404, 'SCHOOL_NOT_FOUND');
      const missing = byId(999999);
      for (const call of [
        () => adminApi.GET('/api/v1/school/admin/exercises/{id}', missing),
        () => adminApi.GET('/api/v1/school/admin/exercises/{id}/lessons', missing),
        () =>
          adminApi.POST('/api/v1/school/admin/exercises/{id}/update', {
            ...missing,
            body: { title: 'Х' },
          }),
        () =>
          adminApi.POST('/api/v1/school/admin/exercises/{id}/lessons', {
            ...missing,
            body: { title: 'Х' },
          }),
        () => createQuestion(999999, { text: 'Х' }),
        () =>
          adminApi.POST('/api/v1/school/admin/exercises/{id}/lessons/order', {
            ...missing,
            body: { ids: [] },
          }),
      ]) {
        const error = expectError(await call(), 404, 'EXERCISE_NOT_FOUND');
        expect(error.message).toBe('Задание не найдено');
      }
      // Raw: a school_id that is no number, which the typed client would not compile.
      await rawGet('/exercises', { school_id: 'x' }).expect(400);
    });
  });

  describe('lessons and questions', () => {
    const orderLessons = (exerciseId: number, ids: number[]) =>
      adminApi.POST('/api/v1/school/admin/exercises/{id}/lessons/order', {
        ...byId(exerciseId),
        body: { ids },
      });
    const orderQuestions = (exerciseId: number, ids: number[]) =>
      adminApi.POST('/api/v1/school/admin/exercises/{id}/questions/order', {
        ...byId(exerciseId),
        body: { ids },
      });
    const updateQuestion = (id: number, body: Schemas['UpdateQuestionDto']) =>
      adminApi.POST('/api/v1/school/admin/questions/{id}/update', { ...byId(id), body });

    it('appends lessons, orders them, and refuses an order that is not all of them', async () => {
      const exercise = await createExercise();
      const ids: number[] = [];
      for (const title of ['Первый', 'Второй', 'Третий']) {
        const lesson = await createLesson(exercise.id, title);
        expect(lesson).toEqual({
          id: expect.any(Number),
          exercise_id: exercise.id,
          title,
          video_url: null,
          text: '',
          sort: ids.length + 1,
        });
        ids.push(lesson.id);
      }
      const [a, b, c] = ids as [number, number, number];
      const ordered = expectOk(await orderLessons(exercise.id, [c, a, b]));
      expect(ordered.lessons.map((l) => [l.id, l.sort])).toEqual([
        [c, 1],
        [a, 2],
        [b, 3],
      ]);
      for (const wrong of [
        [c, a],
        [c, a, b, 999999],
        [c, a, a, b],
      ]) {
        expectError(await orderLessons(exercise.id, wrong), 400);
      }
      const listed = await adminApi.GET(
        '/api/v1/school/admin/exercises/{id}/lessons',
        byId(exercise.id),
      );
      expect(expectOk(listed).lessons.map((lesson) => lesson.id)).toEqual([c, a, b]);

      const updated = await adminApi.POST('/api/v1/school/admin/lessons/{id}/update', {
        ...byId(a),
        body: { video_url: 'https://rutube.ru/play/embed/9', text: 'Текст' },
      });
      expect(expectOk(updated).lesson).toMatchObject({
        id: a,
        title: 'Первый',
        text: 'Текст',
        sort: 2,
      });
      const missing = await adminApi.POST('/api/v1/school/admin/lessons/{id}/update', {
        ...byId(999999),
        body: { title: 'Х' },
      });
      expectError(missing, 404, 'LESSON_NOT_FOUND');
      // Raw: a null title, which the typed client would not compile.
      await rawPost(`/lessons/${a}/update`, { title: null }).expect(400);
    });

    it('adds questions after a lesson of the same exercise only, orders and updates them', async () => {
      const exercise = await createExercise();
      const other = await createExercise();
      const lesson = await createLesson(exercise.id, 'Урок');
      const foreignLesson = await createLesson(other.id, 'Чужой');

      const refused = await createQuestion(exercise.id, {
        text: 'Вопрос',
        lesson_id: foreignLesson.id,
      });
      expect(expectError(refused, 400).errors).toEqual({
        lesson_id: ['Урок не найден в этом задании'],
      });
      expect(await t.dataSource.getRepository(Question).countBy({ exerciseId: exercise.id })).toBe(
        0,
      );

      const first = expectOk(
        await createQuestion(exercise.id, { text: ' Что вы узнали? ', lesson_id: lesson.id }),
        201,
      ).question;
      expect(first).toEqual({
        id: expect.any(Number),
        exercise_id: exercise.id,
        lesson_id: lesson.id,
        text: 'Что вы узнали?',
        sort: 1,
      });
      const second = expectOk(await createQuestion(exercise.id, { text: 'Итог' }), 201).question;
      expect(second).toMatchObject({ lesson_id: null, sort: 2 });
      const [q1, q2] = [first.id, second.id];

      const ordered = expectOk(await orderQuestions(exercise.id, [q2, q1]));
      expect(ordered.questions.map((q) => q.id)).toEqual([q2, q1]);
      expectError(await orderQuestions(exercise.id, [q2]), 400);

      const updated = expectOk(await updateQuestion(q1, { text: 'Что нового?', lesson_id: null }));
      expect(updated.question).toMatchObject({ id: q1, text: 'Что нового?', lesson_id: null });
      expectError(await updateQuestion(q1, { lesson_id: foreignLesson.id }), 400);
      expectError(await updateQuestion(q1, { text: '  ' }), 400);
      expectError(await updateQuestion(999999, { text: 'Х' }), 404, 'QUESTION_NOT_FOUND');

      const detail = await adminApi.GET('/api/v1/school/admin/exercises/{id}', byId(exercise.id));
      const { lessons, questions } = expectOk(detail).exercise;
      expect(lessons.map((l) => l.id)).toEqual([lesson.id]);
      expect(questions.map((q) => q.id)).toEqual([q2, q1]);
    });
  });

  describe('review', () => {
    let exercise: Schemas['AdminExerciseDto'];
    let questions: Schemas['QuestionDto'][];

    beforeAll(async () => {
      exercise = await createExercise({ title: unique('Неделя <1>') });
      const lesson = await createLesson(exercise.id, 'Урок');
      questions = [];
      for (const text of ['Вопрос А', 'Вопрос Б']) {
        const response = await createQuestion(exercise.id, { text, lesson_id: lesson.id });
        questions.push(expectOk(response, 201).question);
      }
      // Б is asked first.
      const order = [questions[1]!.id, questions[0]!.id];
      expectOk(
        await adminApi.POST('/api/v1/school/admin/exercises/{id}/questions/order', {
          ...byId(exercise.id),
          body: { ids: order },
        }),
      );
    });

    /** A learner with access who has sent answers; the clock moves on an hour after each. */
    const submitted = async (label: string) => {
      const user = await registerUser(t.http, { first_name: 'Анна' });
      expectOk(await bind(user));
      const response = await api(t, user).POST('/api/v1/school/user/exercises/save-answers', {
        body: {
          exercise_id: exercise.id,
          answers: questions.map((question) => ({
            question_id: question.id,
            text: `${label}: ответ на «${question.text}»`,
          })),
        },
      });
      const attemptId = expectOk(response, 201).attempt.id;
      t.clock.advance(3600_000);
      return { user, attemptId };
    };
    const change = (id: number, body: Schemas['ChangeAttemptDto']) =>
      adminApi.POST('/api/v1/school/admin/users/attempts/{id}/change', { ...byId(id), body });
    type AttemptsQuery = paths['/api/v1/school/admin/users/attempts']['get']['parameters']['query'];
    type AnswersQuery = paths['/api/v1/school/admin/answers/users']['get']['parameters']['query'];
    const attempts = async (query: AttemptsQuery = {}) =>
      expectOk(
        await adminApi.GET('/api/v1/school/admin/users/attempts', {
          params: { query: { exercise_id: exercise.id, ...query } },
        }),
      );
    const answers = async (query: AnswersQuery) =>
      expectOk(await adminApi.GET('/api/v1/school/admin/answers/users', { params: { query } }));

    it('lists under-review attempts first, the longest waiting first, without answer texts', async () => {
      const early = await submitted('Ранний');
      const middle = await submitted('Средний');
      const late = await submitted('Поздний');
      expectOk(await change(middle.attemptId, { status: 'finished' }));

      const inbox = await attempts();
      expect(inbox).toMatchObject({ total: 3, page: 1, per_page: 20 });
      expect(inbox.attempts.map((a) => a.id)).toEqual([
        early.attemptId,
        late.attemptId,
        middle.attemptId,
      ]);
      expect(inbox.attempts[0]).toEqual({
        id: early.attemptId,
        status: 'checking',
        user: {
          id: early.user.id,
          login: early.user.login,
          first_name: 'Анна',
          last_name: 'Иванова',
        },
        exercise: { id: exercise.id, title: exercise.title },
        reviewer_id: null,
        reviewer_comment: null,
        submitted_at: expect.any(String),
        reviewed_at: null,
      });
      expect(JSON.stringify(inbox)).not.toContain('ответ на');

      const paged = await attempts({ per_page: 1, page: 2 });
      expect(paged.attempts.map((a) => a.id)).toEqual([late.attemptId]);
      const finished = await attempts({ status: 'finished' });
      expect(finished.attempts.map((a) => a.id)).toEqual([middle.attemptId]);
      const mine = await adminApi.GET('/api/v1/school/admin/users/attempts', {
        params: { query: { user_id: late.user.id } },
      });
      expect(expectOk(mine).attempts.map((a) => a.id)).toEqual([late.attemptId]);
      // Raw: a status outside the enum and a user_id that is no integer, which the typed client
      // would not compile.
      await rawGet('/users/attempts', { exercise_id: exercise.id, status: 'done' }).expect(400);
      await rawGet('/users/attempts', { exercise_id: exercise.id, user_id: '1e3' }).expect(400);
    });

    it('shows one attempt with its answers in the questions’ order, and audits the read', async () => {
      const { user, attemptId } = await submitted('Подробный');
      const response = await adminApi.GET(
        '/api/v1/school/admin/users/attempts/{id}',
        byId(attemptId),
      );
      const { attempt } = expectOk(response);
      expect(attempt).toMatchObject({ id: attemptId, status: 'checking' });
      expect(attempt.answers).toEqual(
        [questions[1]!, questions[0]!].map((question) => ({
          id: expect.any(Number),
          question_id: question.id,
          question_text: question.text,
          text: `Подробный: ответ на «${question.text}»`,
          created_at: expect.any(String),
        })),
      );
      expect(await auditOf(user.id, 'school.attempt.read')).toMatchObject([
        {
          actorId: admin.id,
          details: { attempt_id: attemptId, exercise_id: exercise.id, answers: 2 },
        },
      ]);
      const missing = await adminApi.GET('/api/v1/school/admin/users/attempts/{id}', byId(999999));
      expectError(missing, 404, 'ATTEMPT_NOT_FOUND');
    });

    it('fails an attempt with a comment, mails the learner and audits; a second verdict is 409', async () => {
      const { user, attemptId } = await submitted('Провальный');
      const noComment = await change(attemptId, { status: 'failed', comment: '  ' });
      expect(expectError(noComment, 400).errors).toEqual({
        comment: ['Укажите комментарий: что нужно исправить'],
      });
      // Raw: a status a verdict cannot take, which the typed client would not compile.
      await rawPost(`/users/attempts/${attemptId}/change`, {
        status: 'checking',
        comment: 'x',
      }).expect(400);
      expectError(await change(attemptId, { status: 'failed', comment: 'x'.repeat(5001) }), 400);
      expect(
        await t.dataSource.getRepository(Attempt).findOneByOrFail({ id: attemptId }),
      ).toMatchObject({ status: AttemptStatus.CHECKING, reviewerId: null });

      const comment = 'Раскройте второй вопрос\n<b>подробнее</b>';
      const response = await change(attemptId, { status: 'failed', comment });
      expect(expectOk(response).attempt).toMatchObject({
        id: attemptId,
        status: 'failed',
        reviewer_id: admin.id,
        reviewer_comment: comment,
        reviewed_at: t.clock.now().toISOString(),
      });

      const letter = await t.nextMail(user.login);
      expect(letter.subject).toBe(`Задание «${exercise.title}» проверено`);
      expect(letter.text).toContain('Результат: Провалено.');
      expect(letter.text).toContain(comment);
      expect(letter.html).toContain('Раскройте второй вопрос<br>&lt;b&gt;подробнее&lt;/b&gt;');
      expect(letter.html).not.toContain('<b>');
      const stored = await t.dataSource.getRepository(Attempt).findOneByOrFail({ id: attemptId });
      expect(stored.notifiedAt).not.toBeNull();
      expect(await auditOf(user.id, 'school.attempt.change')).toMatchObject([
        {
          actorId: admin.id,
          details: { attempt_id: attemptId, from: 'checking', to: 'failed' },
          reason: comment,
        },
      ]);

      for (const status of ['finished', 'failed'] as const) {
        const again = await change(attemptId, { status, comment: 'Ещё раз' });
        expectError(again, 409, 'ATTEMPT_TRANSITION_NOT_ALLOWED');
      }
      expect(await auditOf(user.id, 'school.attempt.change')).toHaveLength(1);
      expectError(await change(999999, { status: 'finished' }), 404, 'ATTEMPT_NOT_FOUND');
    });

    it('passes an attempt without a comment, and a finished one stays finished', async () => {
      const { user, attemptId } = await submitted('Успешный');
      expectOk(await change(attemptId, { status: 'finished' }));
      const letter = await t.nextMail(user.login);
      expect(letter.text).toContain('Результат: Задание выполнено.');
      expect(letter.text).not.toContain('Комментарий');
      expectError(await change(attemptId, { status: 'failed', comment: 'Передумал' }), 409);
    });

    it('sends a letter the queue did not take once, from the worker’s sweep', async () => {
      const { user, attemptId } = await submitted('Забытый');
      expectOk(await change(attemptId, { status: 'failed', comment: 'Перепишите' }));
      await t.nextMail(user.login);
      // As if Redis had been away when the verdict was stored.
      const attemptsRepository = t.dataSource.getRepository(Attempt);
      await attemptsRepository.update({ id: attemptId }, { notifiedAt: null });
      const sweeper = new AttemptReviewSweeper(t.app.get(AttemptReviewLetters));
      const lettersTo = () => t.outbox().filter((letter) => letter.to === user.login);

      await sweeper.sweep();
      expect(await attemptsRepository.findOneByOrFail({ id: attemptId })).toMatchObject({
        notifiedAt: null,
      });
      t.clock.advance(120_000);
      await sweeper.sweep();
      expect((await t.nextMail(user.login)).text).toContain('Перепишите');
      await sweeper.sweep();
      await idleQueues(t.app)();
      expect(lettersTo()).toHaveLength(2);
      expect(await attemptsRepository.findOneByOrFail({ id: attemptId })).toMatchObject({
        notifiedAt: t.clock.now(),
      });
    });

    it('lists answers by exercise, question and learner, auditing every read', async () => {
      const first = await submitted('Первый ученик');
      const second = await submitted('Второй ученик');
      const byQuestion = await answers({
        exercise_id: exercise.id,
        question_id: questions[0]!.id,
        user_id: first.user.id,
      });
      expect(byQuestion).toMatchObject({ total: 1, page: 1, per_page: 20 });
      expect(byQuestion.answers).toEqual([
        {
          id: expect.any(Number),
          attempt_id: first.attemptId,
          attempt_status: 'checking',
          exercise_id: exercise.id,
          question_id: questions[0]!.id,
          question_text: questions[0]!.text,
          user: {
            id: first.user.id,
            login: first.user.login,
            first_name: 'Анна',
            last_name: 'Иванова',
          },
          text: `Первый ученик: ответ на «${questions[0]!.text}»`,
          created_at: expect.any(String),
        },
      ]);
      expect(await auditOf(first.user.id, 'school.answers.read')).toMatchObject([
        {
          actorId: admin.id,
          details: {
            filter: {
              exercise_id: exercise.id,
              question_id: questions[0]!.id,
              user_id: first.user.id,
            },
            answers: 1,
            answer_ids: [byQuestion.answers[0]!.id],
          },
        },
      ]);

      const page = await answers({ exercise_id: exercise.id, per_page: 4 });
      expect(page.answers.map((answer) => answer.user.id).slice(0, 4)).toEqual([
        second.user.id,
        second.user.id,
        first.user.id,
        first.user.id,
      ]);
      expect(await auditOf(second.user.id, 'school.answers.read')).toMatchObject([
        { details: { answers: 2 } },
      ]);
      expect(await auditOf(first.user.id, 'school.answers.read')).toHaveLength(2);

      // A read that shows nothing is still on record, against the reader.
      const before = (await auditOf(admin.id, 'school.answers.read')).length;
      expect(await answers({ question_id: 999999 })).toMatchObject({ answers: [], total: 0 });
      expect(await auditOf(admin.id, 'school.answers.read')).toHaveLength(before + 1);
      const tooMany = await adminApi.GET('/api/v1/school/admin/answers/users', {
        params: { query: { per_page: 101 } },
      });
      expectError(tooMany, 400);
    });
  });
});
