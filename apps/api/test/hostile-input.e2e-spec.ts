import { randomBytes } from 'node:crypto';
import type supertest from 'supertest';
import { declaredErrorCodes, errorCodeDefinition } from '../src/common/errors/error-catalog.js';
import { Certificate } from '../src/modules/certificates/entities/certificate.entity.js';
import { ConsultationRequest } from '../src/modules/consultations/entities/consultation-request.entity.js';
import { Kit } from '../src/modules/kits/entities/kit.entity.js';
import { User } from '../src/modules/users/entities/user.entity.js';
import { Webinar } from '../src/modules/webinars/entities/webinar.entity.js';
import { createKit, createWebinar } from './support/catalog-factories.js';
import {
  createAdmin,
  registerUser,
  registrationBody,
  type Session,
  uniqueEmail,
} from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const unique = (label: string) => `${label} ${randomBytes(4).toString('hex')}`;
const cyrillic = /[А-Яа-яЁё]/;
const NUL = '\u0000';

/** The error contract: a documented code with its own status, and a Russian message. */
function expectError(response: supertest.Response, status: number, code?: string) {
  expect(response.status).toBe(status);
  expect(response.body).toMatchObject({ statusCode: status, message: expect.any(String) });
  expect(declaredErrorCodes()).toContain(response.body.code);
  expect(errorCodeDefinition(response.body.code).status).toBe(status);
  expect(response.body.message).toMatch(cyrillic);
  if (code) expect(response.body.code).toBe(code);
  return response.body as { message: string; errors?: Record<string, string[]> };
}

/** `[[[…]]]` nested `depth` deep, as raw JSON text. */
const nestedArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('hostile and malformed input', () => {
  let t: TestApp;
  let admin: Session;

  beforeAll(async () => {
    t = await createTestApp({ THROTTLE_AUTH_PER_LOGIN_IP: '1000', THROTTLE_AUTH_PER_IP: '1000' });
    admin = await createAdmin(t.dataSource, t.http);
  });
  afterAll(() => t.close());

  const users = () => t.dataSource.getRepository(User);

  describe('deeply nested JSON', () => {
    it('refuses a body nested 10 000 deep with a 400 before anything reads it', async () => {
      const response = await t
        .http()
        .post('/api/v1/get-token')
        .set('content-type', 'application/json')
        .send(`{"login":${nestedArrays(10_000)},"password":"secret1"}`);
      expect(expectError(response, 400, 'BAD_REQUEST').message).toBe(
        'Слишком глубокая вложенность данных в запросе',
      );
    });

    it('answers /api/health while three 400 KB nested bodies arrive at once', async () => {
      const deep = `{"login":${nestedArrays(200_000)}}`;
      const post = () =>
        t
          .http()
          .post('/api/v1/register')
          .set('content-type', 'application/json')
          .send(deep)
          .then((response) => response);
      const [health, ...refused] = await Promise.all([
        t.http().get('/api/health'),
        post(),
        post(),
        post(),
      ]);
      expect(health.status).toBe(200);
      for (const response of refused) expectError(response, 400, 'BAD_REQUEST');
    });

    it('still reads ordinary nesting: a shallow unknown structure is a field error', async () => {
      const response = await t
        .http()
        .post('/api/v1/get-token')
        .set('content-type', 'application/json')
        .send(`{"login":"a@b.ru","password":"secret1","extra":${nestedArrays(20)}}`);
      expect(expectError(response, 400, 'VALIDATION_FAILED').errors).toEqual({
        extra: ['Поле «extra» не поддерживается'],
      });
    });

    it('keeps query strings flat: bracketed keys are unknown fields, not objects', async () => {
      const response = await t.http().get('/api/v2/admin/users?page[a][b][c]=1').set(admin.auth);
      expectError(response, 400, 'VALIDATION_FAILED');
    });
  });

  describe('NUL characters', () => {
    it('refuses one in a registration field, naming the field, and creates nobody', async () => {
      const body = registrationBody({ first_name: `Ан${NUL}на` });
      const response = await t.http().post('/api/v1/register').send(body);
      const error = expectError(response, 400, 'VALIDATION_FAILED');
      expect(error.message).toBe('Недопустимый символ в поле «first_name»');
      expect(error.errors).toEqual({ first_name: ['Недопустимый символ в значении'] });
      expect(await users().countBy({ login: body.login as string })).toBe(0);
    });

    it('refuses one in a consultation request and stores nothing', async () => {
      const name = unique('Анна');
      const response = await t
        .http()
        .post('/api/v1/consultation-requests')
        .send({ name, contact: `anna${NUL}@example.com`, consent: true });
      expect(expectError(response, 400, 'VALIDATION_FAILED').errors).toEqual({
        contact: ['Недопустимый символ в значении'],
      });
      expect(await t.dataSource.getRepository(ConsultationRequest).countBy({ name })).toBe(0);
    });

    it('refuses one in the profile and keeps the old value; tabs are kept as sent', async () => {
      const learner = await registerUser(t.http);
      await t
        .http()
        .post('/api/v1/user/update')
        .set(learner.auth)
        .send({ city: 'Санкт-\tПетербург' })
        .expect(200);
      const response = await t
        .http()
        .post('/api/v1/user/update')
        .set(learner.auth)
        .send({ city: `Москва${NUL}`, first_name: 'Мария' });
      expect(expectError(response, 400, 'VALIDATION_FAILED').errors).toEqual({
        city: ['Недопустимый символ в значении'],
      });
      expect(await users().findOneBy({ id: learner.id })).toMatchObject({
        city: 'Санкт-\tПетербург',
        firstName: 'Анна',
      });
    });

    it('refuses one in an admin title and in a paragraph of a list', async () => {
      const title = unique('Курс');
      const create = await t
        .http()
        .post('/api/v2/admin/webinars')
        .set(admin.auth)
        .send({ title: `${title}${NUL}`, price: 100, price_azn: 2 });
      expectError(create, 400, 'VALIDATION_FAILED');
      const paragraphs = await t
        .http()
        .post('/api/v2/admin/webinars')
        .set(admin.auth)
        .send({ title, price: 100, price_azn: 2, description: ['Первый', `Вто${NUL}рой`] });
      expect(expectError(paragraphs, 400, 'VALIDATION_FAILED').errors).toEqual({
        'description.1': ['Недопустимый символ в значении'],
      });
      expect(await t.dataSource.getRepository(Webinar).countBy({ title })).toBe(0);
    });

    it.each([
      '/api/v2/admin/users',
      '/api/v2/admin/webinars',
      '/api/v2/admin/kits',
      '/api/v2/admin/certificates',
      '/api/v2/admin/consultation-requests',
      '/api/v2/admin/audit',
    ])('refuses ?search=%%00 (or any query value with it) on %s', async (path) => {
      const response = await t.http().get(`${path}?search=%00`).set(admin.auth);
      expectError(response, 400, 'VALIDATION_FAILED');
    });

    it('refuses one in a path parameter', async () => {
      const response = await t.http().get('/api/v2/admin/webinars/1%00').set(admin.auth);
      expectError(response, 400, 'VALIDATION_FAILED');
    });
  });

  describe('null where a value is required', () => {
    const updateUser = (id: number, body: object) =>
      t.http().post(`/api/v2/admin/users/${id}/update`).set(admin.auth).send(body);

    it.each([
      [{ roles: null }, 'roles'],
      [{ roles: [] }, 'roles'],
      [{ login: null }, 'login'],
      [{ password: null }, 'password'],
    ])('refuses admin user update %j and changes nothing', async (body, field) => {
      const learner = await registerUser(t.http);
      const before = await users().findOneBy({ id: learner.id });
      const response = await updateUser(learner.id, body);
      expect(Object.keys(expectError(response, 400, 'VALIDATION_FAILED').errors!)).toEqual([field]);
      expect(await users().findOneBy({ id: learner.id })).toEqual(before);
    });

    it('clears a nullable cellphone with null', async () => {
      const learner = await registerUser(t.http);
      await updateUser(learner.id, { cellphone: null }).expect(200);
      expect(await users().findOneBy({ id: learner.id })).toMatchObject({ cellphone: null });
    });

    it('refuses a null new password in the profile and keeps the old one', async () => {
      const learner = await registerUser(t.http);
      const response = await t
        .http()
        .post('/api/v1/user/update')
        .set(learner.auth)
        .send({ old_password: learner.password, new_password: null });
      expectError(response, 400, 'VALIDATION_FAILED');
      await t
        .http()
        .post('/api/v1/get-token')
        .send({ login: learner.login, password: learner.password })
        .expect(200);
    });

    it('stores a blank kit description as blank (NOT NULL column) and refuses null', async () => {
      const kit = await createKit(t.dataSource, []);
      const update = (body: object) =>
        t.http().post(`/api/v2/admin/kits/${kit.id}/update`).set(admin.auth).send(body);
      await update({ description: '' }).expect(200);
      const kits = t.dataSource.getRepository(Kit);
      expect(await kits.findOneBy({ id: kit.id })).toMatchObject({ description: '' });
      const response = await update({ description: null, title: 'Другое' });
      expectError(response, 400, 'VALIDATION_FAILED');
      expect(await kits.findOneBy({ id: kit.id })).toMatchObject({
        description: '',
        title: kit.title,
      });
    });

    it.each([
      { short_description: null },
      { description: null },
      { age: null },
      { priority: null },
      { tag_ids: null },
      { is_active: null },
      { price_azn: null },
    ])('refuses webinar update %j and changes nothing', async (body) => {
      const webinar = await createWebinar(t.dataSource);
      const before = await t.dataSource.getRepository(Webinar).findOneBy({ id: webinar.id });
      const response = await t
        .http()
        .post(`/api/v2/admin/webinars/${webinar.id}/update`)
        .set(admin.auth)
        .send({ title: 'Другое', ...body });
      expectError(response, 400, 'VALIDATION_FAILED');
      expect(await t.dataSource.getRepository(Webinar).findOneBy({ id: webinar.id })).toEqual(
        before,
      );
    });

    it('takes null for the nullable webinar fields: sort, links, length', async () => {
      const webinar = await createWebinar(t.dataSource, { sort: 3 });
      await t
        .http()
        .post(`/api/v2/admin/webinars/${webinar.id}/update`)
        .set(admin.auth)
        .send({ sort: null, url: null, video_url: '', length: null })
        .expect(200);
      expect(await t.dataSource.getRepository(Webinar).findOneBy({ id: webinar.id })).toMatchObject(
        { sort: null, url: null, videoUrl: null, length: null },
      );
    });

    it('refuses a null certificate sort or title and changes nothing', async () => {
      const certificate = await t.dataSource
        .getRepository(Certificate)
        .save({ title: unique('Диплом'), sort: 2 });
      for (const body of [{ sort: null }, { title: null }]) {
        const response = await t
          .http()
          .post(`/api/v1/admin/certificates/${certificate.id}/update`)
          .set(admin.auth)
          .send(body);
        expectError(response, 400, 'VALIDATION_FAILED');
      }
      expect(
        await t.dataSource.getRepository(Certificate).findOneBy({ id: certificate.id }),
      ).toMatchObject({ sort: 2, title: certificate.title });
    });

    it('refuses a null access end or list of webinars', async () => {
      const learner = await registerUser(t.http);
      const webinar = await createWebinar(t.dataSource);
      for (const body of [
        { webinars: null },
        { webinars: [{ id: webinar.id, expires_at: null }] },
      ]) {
        const response = await t
          .http()
          .post(`/api/v2/admin/users/${learner.id}/set-webinars`)
          .set(admin.auth)
          .send(body);
        expectError(response, 400, 'VALIDATION_FAILED');
      }
      const owned = await t
        .http()
        .get(`/api/v2/admin/users/${learner.id}/webinars`)
        .set(admin.auth)
        .expect(200);
      expect(owned.body.webinars).toEqual([]);
    });
  });

  describe('numbers out of range', () => {
    const lists = [
      '/api/v2/admin/users',
      '/api/v2/admin/webinars',
      '/api/v2/admin/kits',
      '/api/v2/admin/certificates',
      '/api/v2/admin/consultation-requests',
      '/api/v2/admin/audit',
    ];
    const badNumbers = [
      '99999999999999999999',
      '1000001',
      'NaN',
      'Infinity',
      '1.5',
      '-1',
      '0',
      '0x10',
      '1e3',
      '',
    ];

    it.each(lists)('%s refuses every out-of-range or malformed page and per_page', async (path) => {
      for (const value of badNumbers) {
        for (const parameter of ['page', 'per_page']) {
          const response = await t
            .http()
            .get(`${path}?${parameter}=${encodeURIComponent(value)}`)
            .set(admin.auth);
          expect(expectError(response, 400, 'VALIDATION_FAILED').errors).toHaveProperty(parameter);
        }
      }
      const repeated = await t.http().get(`${path}?page=1&page=2`).set(admin.auth);
      expectError(repeated, 400, 'VALIDATION_FAILED');
    });

    it.each(lists)('%s answers the last allowed page, empty', async (path) => {
      const response = await t
        .http()
        .get(`${path}?page=1000000&per_page=100`)
        .set(admin.auth)
        .expect(200);
      expect(response.body).toMatchObject({ page: 1000000, per_page: 100 });
    });

    it.each([
      ['/api/v2/admin/audit?entity_id=99999999999', 'entity_id'],
      ['/api/v2/user/kits/my?mark_id=99999999999', 'mark_id'],
      ['/api/v2/user/kits/my?mark_id=0x1', 'mark_id'],
    ])('refuses %s', async (path, field) => {
      const response = await t.http().get(path).set(admin.auth);
      expect(expectError(response, 400, 'VALIDATION_FAILED').errors).toHaveProperty(field);
    });

    it.each([
      ['/api/v2/admin/webinars/sort', { ids: [99_999_999_999] }],
      ['/api/v2/admin/kits/sort', { ids: [2_147_483_648] }],
      ['/api/v2/admin/kits', { title: 'Т', price: 1, price_azn: 1, webinar_ids: [1e20] }],
      ['/api/v2/admin/webinars', { title: 'Т', price: 1, price_azn: 1, tag_ids: [1e12] }],
    ])('refuses ids beyond integer in %s', async (path, body) => {
      const response = await t.http().post(path).set(admin.auth).send(body);
      expectError(response, 400, 'VALIDATION_FAILED');
    });

    it('refuses a webinar id beyond integer when granting access', async () => {
      const learner = await registerUser(t.http);
      const response = await t
        .http()
        .post(`/api/v2/admin/users/${learner.id}/set-webinars`)
        .set(admin.auth)
        .send({ webinars: [{ id: 99_999_999_999 }] });
      expectError(response, 400, 'VALIDATION_FAILED');
    });
  });

  describe('dates no database column can hold', () => {
    it('refuses a signed year in a custom price window and adds nothing', async () => {
      const webinar = await createWebinar(t.dataSource);
      const response = await t
        .http()
        .post(`/api/v2/admin/webinars/${webinar.id}/add-custom-price`)
        .set(admin.auth)
        .send({
          start: '+2026-11-20T00:00:00Z',
          end: '2026-11-30T00:00:00Z',
          price: 1,
          price_azn: 1,
        });
      expectError(response, 400, 'VALIDATION_FAILED');
      const reread = await t.http().get(`/api/v2/admin/webinars/${webinar.id}`).set(admin.auth);
      expect(reread.body.webinar.custom_prices).toEqual([]);
    });

    it.each(['0001-01-01T00:00:00Z', '+275760-09-13T00:00:00Z', 'завтра'])(
      'refuses the access end %j',
      async (expiresAt) => {
        const learner = await registerUser(t.http);
        const webinar = await createWebinar(t.dataSource);
        const response = await t
          .http()
          .post(`/api/v2/admin/users/${learner.id}/set-webinars`)
          .set(admin.auth)
          .send({ webinars: [{ id: webinar.id, expires_at: expiresAt }] });
        expectError(response, 400, 'VALIDATION_FAILED');
      },
    );

    it('refuses year 0 as a certificate date', async () => {
      const title = unique('Диплом');
      const response = await t
        .http()
        .post('/api/v1/admin/certificates')
        .set(admin.auth)
        .send({ title, issued_at: '0000-01-01' });
      expectError(response, 400, 'VALIDATION_FAILED');
      expect(await t.dataSource.getRepository(Certificate).countBy({ title })).toBe(0);
    });
  });

  describe('one error contract for every failure', () => {
    it.each([
      ['an array', '[]'],
      ['a string', '"x"'],
      ['a number', '5'],
      ['null', 'null'],
    ])('answers %s as an update body in Russian', async (_, json) => {
      const webinar = await createWebinar(t.dataSource);
      const response = await t
        .http()
        .post(`/api/v2/admin/webinars/${webinar.id}/update`)
        .set(admin.auth)
        .set('content-type', 'application/json')
        .send(json);
      expect(expectError(response, 400, 'VALIDATION_FAILED').message).toBe(
        'Ожидается объект JSON с полями формы',
      );
    });

    it('answers in Russian where a rule of the framework refuses a nested value', async () => {
      const learner = await registerUser(t.http);
      const response = await t
        .http()
        .post(`/api/v2/admin/users/${learner.id}/set-webinars`)
        .set(admin.auth)
        .send({ webinars: ['курс'] });
      expect(expectError(response, 400, 'VALIDATION_FAILED').errors).toEqual({
        'webinars.0': ['Некорректное значение'],
      });
    });

    it('answers a text/plain body in Russian', async () => {
      const learner = await registerUser(t.http);
      const response = await t
        .http()
        .post('/api/v1/user/update')
        .set(learner.auth)
        .set('content-type', 'text/plain')
        .send('city=Москва');
      expectError(response, 400, 'VALIDATION_FAILED');
    });

    it('answers malformed JSON, an unknown media type and an oversized body', async () => {
      const malformed = await t
        .http()
        .post('/api/v1/get-token')
        .set('content-type', 'application/json')
        .send('{"login":');
      expectError(malformed, 400, 'BAD_REQUEST');
      const xml = await t
        .http()
        .post('/api/v1/get-token')
        .set('content-type', 'application/xml')
        .send('<login/>');
      expectError(xml, 415, 'UNSUPPORTED_MEDIA_TYPE');
      const huge = await t
        .http()
        .post('/api/v1/get-token')
        .set('content-type', 'application/json')
        .send(`{"login":"${'a'.repeat(1024 * 1024)}"}`);
      expectError(huge, 413, 'PAYLOAD_TOO_LARGE');
    });

    it('answers unknown routes, malformed URLs and over-long path parts', async () => {
      expectError(await t.http().get('/api/v1/nothing-here'), 404, 'NOT_FOUND');
      expectError(await t.http().get('/api/v2/user/webinars/%E0%A4%A'), 400, 'BAD_REQUEST');
      const long = await t.http().get(`/api/v2/user/webinars/${'1'.repeat(200)}`);
      expectError(long, 414, 'URI_TOO_LONG');
    });

    it('answers headers over the size limit with the same body (431)', async () => {
      const response = await t
        .http()
        .get('/api/health')
        .set('x-padding', 'a'.repeat(20 * 1024));
      expectError(response, 431, 'REQUEST_HEADERS_TOO_LARGE');
    });

    it('answers the loser of a registration race like a second registration', async () => {
      const body = registrationBody({ login: uniqueEmail('race') });
      const responses = await Promise.all(
        Array.from({ length: 4 }, () => t.http().post('/api/v1/register').send(body)),
      );
      expect(responses.filter((response) => response.status === 200)).toHaveLength(1);
      for (const response of responses.filter((response) => response.status !== 200)) {
        expect(expectError(response, 409, 'LOGIN_TAKEN').errors).toEqual({
          login: ['Пользователь с таким email уже зарегистрирован'],
        });
      }
      expect(await users().countBy({ login: body.login as string })).toBe(1);
    });

    it('lists every code with its status in the OpenAPI document', async () => {
      const document = (await t.http().get('/api/docs-json').expect(200)).body;
      const code = document.components.schemas.ErrorResponseDto.properties.code;
      expect(document.components.schemas.ErrorCode?.enum ?? code.enum).toEqual(
        declaredErrorCodes(),
      );
      for (const name of declaredErrorCodes()) {
        expect(document.info.description).toContain(
          `${name} (${errorCodeDefinition(name).status})`,
        );
      }
    });
  });

  describe('the cellphone mask +# (###) ### ####', () => {
    it.each([
      ['+7 (999) 123 4567', '+7(999)1234567'],
      ['+7(999)1234567', '+7(999)1234567'],
      ['+7 (999)1234567', '+7(999)1234567'],
      [' +3 (123) 456 7890 ', '+3(123)4567890'],
    ])('registers %j and stores %j', async (cellphone, stored) => {
      const body = registrationBody({ cellphone });
      await t.http().post('/api/v1/register').send(body).expect(200);
      expect(await users().findOneBy({ login: body.login as string })).toMatchObject({
        cellphone: stored,
      });
    });

    it.each([
      '+7(999)123456',
      '+7 (999) 123 45678',
      '+79991234567',
      '8 (999) 123 4567',
      '+7 (999) 123-4567',
      '+44 (999) 123 4567',
      '+7 (999) 123 456a',
    ])('refuses %j and creates nobody', async (cellphone) => {
      const body = registrationBody({ cellphone });
      const response = await t.http().post('/api/v1/register').send(body);
      expect(expectError(response, 400, 'VALIDATION_FAILED').errors).toEqual({
        cellphone: ['Некорректный номер телефона'],
      });
      expect(await users().countBy({ login: body.login as string })).toBe(0);
    });

    it('holds admins to the same rule', async () => {
      const login = uniqueEmail('admin-made');
      const refused = await t
        .http()
        .post('/api/v2/admin/users')
        .set(admin.auth)
        .send({ login, password: 'secret1', cellphone: '+7(999)123456' });
      expectError(refused, 400, 'VALIDATION_FAILED');
      expect(await users().countBy({ login })).toBe(0);
      const created = await t
        .http()
        .post('/api/v2/admin/users')
        .set(admin.auth)
        .send({ login, password: 'secret1', cellphone: '+7 (912) 345 6789' })
        .expect(201);
      expect(created.body.user.cellphone).toBe('+7(912)3456789');
      const update = await t
        .http()
        .post(`/api/v2/admin/users/${created.body.user.id}/update`)
        .set(admin.auth)
        .send({ cellphone: '12345' });
      expectError(update, 400, 'VALIDATION_FAILED');
      expect(await users().findOneBy({ login })).toMatchObject({ cellphone: '+7(912)3456789' });
    });
  });
});
