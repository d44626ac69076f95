import { randomBytes } from 'node:crypto';
import { AuditEntry } from '../src/modules/audit/entities/audit-entry.entity.js';
import { ConsultationRequest } from '../src/modules/consultations/entities/consultation-request.entity.js';
import { createAdmin, registerUser, type Session, uniqueEmail } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const unique = (label: string) => `${label} ${randomBytes(4).toString('hex')}`;
const ADMIN_DESK = 'desk@shop.test';

describe('consultation requests', () => {
  let t: TestApp;
  let admin: Session;
  let learner: Session;

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_NOTIFY_EMAIL: ADMIN_DESK });
    admin = await createAdmin(t.dataSource, t.http);
    learner = await registerUser(t.http);
  });
  afterAll(() => t.close());

  const send = (body: Record<string, unknown>) =>
    t.http().post('/api/v1/consultation-requests').send(body);
  const storedBy = (name: string) =>
    t.dataSource.getRepository(ConsultationRequest).findBy({ name });

  it('stores a request from an e-mail, mails the owner and confirms to the visitor', async () => {
    const name = unique('Анна');
    const email = uniqueEmail('visitor');
    await send({
      name,
      contact: email,
      preferred_time: 'Будни после 18:00',
      message: 'Хочу обсудить <тревогу>',
      consent: true,
    }).expect(200, { message: 'ok' });

    const [stored] = await storedBy(name);
    expect(stored).toMatchObject({
      contact: email,
      preferredTime: 'Будни после 18:00',
      message: 'Хочу обсудить <тревогу>',
      userId: null,
      consentAt: t.clock.now(),
    });
    const toOwner = await t.nextMail(ADMIN_DESK);
    expect(toOwner.subject).toBe(`Заявка на консультацию: ${name}`);
    expect(toOwner.text).toContain(email);
    expect(toOwner.html).toContain('Хочу обсудить &lt;тревогу&gt;');
    const toVisitor = await t.nextMail(email);
    expect(toVisitor.subject).toBe('Заявка на консультацию принята');
    expect(toVisitor.text).toContain(`Здравствуйте, ${name}!`);
  });

  it('accepts a phone, links a logged-in visitor and writes no confirmation', async () => {
    const name = unique('Олег');
    await t
      .http()
      .post('/api/v1/consultation-requests')
      .set(learner.auth)
      .send({ name, contact: '+7 (999) 123-45-67', consent: true })
      .expect(200);
    const [stored] = await storedBy(name);
    expect(stored).toMatchObject({ contact: '+7 (999) 123-45-67', userId: learner.id });
    const toOwner = await t.nextMail(ADMIN_DESK);
    expect(toOwner.text).toContain(name);
    expect(t.outbox().filter((letter) => letter.to.includes('999'))).toEqual([]);
  });

  it.each([
    [{ name: 'А' }, 'Укажите имя: от 2 до 255 символов'],
    [{ name: 'я'.repeat(256) }, 'Укажите имя: от 2 до 255 символов'],
    [{ name: undefined }, 'Укажите имя: от 2 до 255 символов'],
    [{ contact: '12345' }, 'Укажите телефон или email'],
    [{ contact: '+7 (999) 123-45-67-89-01-23' }, 'Укажите телефон или email'],
    [{ contact: 'anna@' }, 'Укажите телефон или email'],
    [{ contact: 'позвоните мне 89991234567' }, 'Укажите телефон или email'],
    [{ contact: undefined }, 'Укажите телефон или email'],
    [{ consent: false }, 'Необходимо согласие на обработку данных'],
    [{ consent: 'true' }, 'Необходимо согласие на обработку данных'],
    [{ consent: undefined }, 'Необходимо согласие на обработку данных'],
    [{ preferred_time: 'x'.repeat(256) }, 'Значение не должно превышать 255 символов'],
    [{ message: 'x'.repeat(2001) }, 'Значение не должно превышать 2000 символов'],
    [{ user_id: 1 }, 'Поле «user_id» не поддерживается'],
  ])('refuses %j with a Russian message and stores nothing', async (overrides, message) => {
    const name = unique('Плохая заявка');
    const response = await send({
      name,
      contact: '89991234567',
      consent: true,
      ...overrides,
    }).expect(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', message });
    expect(await storedBy(name)).toHaveLength(0);
  });

  describe('GET /api/v2/admin/consultation-requests', () => {
    it('is 401 anonymous and 403 for a learner', async () => {
      await t.http().get('/api/v2/admin/consultation-requests').expect(401);
      await t.http().get('/api/v2/admin/consultation-requests').set(learner.auth).expect(403);
    });

    it('pages the requests newest first', async () => {
      const [older, newer] = [unique('Первая'), unique('Вторая')];
      await send({ name: older, contact: '8 999 000 11 22', consent: true }).expect(200);
      await send({ name: newer, contact: '8 999 000 11 33', consent: true }).expect(200);
      const page = await t
        .http()
        .get('/api/v2/admin/consultation-requests')
        .query({ per_page: 2 })
        .set(admin.auth)
        .expect(200);
      expect(page.body).toMatchObject({ page: 1, per_page: 2 });
      expect(page.body.total).toBeGreaterThanOrEqual(2);
      expect(page.body.consultation_requests.map((r: { name: string }) => r.name)).toEqual([
        newer,
        older,
      ]);
      expect(page.body.consultation_requests[0]).toEqual({
        id: expect.any(Number),
        name: newer,
        contact: '8 999 000 11 33',
        preferred_time: null,
        message: null,
        user_id: null,
        consent_at: t.clock.now().toISOString(),
        done_at: null,
        created_at: expect.any(String),
      });
      const bad = await t
        .http()
        .get('/api/v2/admin/consultation-requests')
        .query({ page: -1 })
        .set(admin.auth)
        .expect(400);
      expect(bad.body.message).toBe('Номер страницы должен быть не меньше 1');
    });
  });
  describe('POST /api/v2/admin/consultation-requests/{id}/update', () => {
    const update = (id: number | string, body: unknown, auth = admin.auth) =>
      t
        .http()
        .post(`/api/v2/admin/consultation-requests/${id}/update`)
        .set(auth)
        .send(body as object);
    const newRequest = async () => {
      const name = unique('Заявка');
      await send({ name, contact: '8 999 000 22 33', consent: true }).expect(200);
      return (await storedBy(name))[0]!;
    };
    const listed = async (query: Record<string, string>) =>
      (
        await t
          .http()
          .get('/api/v2/admin/consultation-requests')
          .query({ per_page: 100, ...query })
          .set(admin.auth)
          .expect(200)
      ).body.consultation_requests as { id: number; done_at: string | null }[];

    it('marks a request done, keeps the first mark, reopens it and audits each change', async () => {
      const request = await newRequest();
      const done = await update(request.id, { done: true }).expect(200);
      const firstMark = t.clock.now().toISOString();
      expect(done.body.consultation_request).toMatchObject({ id: request.id, done_at: firstMark });
      t.clock.advance(60_000);
      const again = await update(request.id, { done: true }).expect(200);
      expect(again.body.consultation_request.done_at).toBe(firstMark);
      expect((await listed({ done: 'true' })).map((row) => row.id)).toContain(request.id);
      expect((await listed({ done: 'false' })).map((row) => row.id)).not.toContain(request.id);

      const reopened = await update(request.id, { done: false }).expect(200);
      expect(reopened.body.consultation_request.done_at).toBeNull();
      expect((await listed({ done: 'false' })).map((row) => row.id)).toContain(request.id);
      const entries = await t.dataSource.getRepository(AuditEntry).find({
        where: { entityType: 'consultation_request', entityId: request.id },
        order: { id: 'ASC' },
      });
      expect(entries.map((entry) => [entry.action, entry.actorId])).toEqual([
        ['consultation_request.done', admin.id],
        ['consultation_request.reopen', admin.id],
      ]);
    });

    it('is 404 for a missing request, 400 for a bad body or id, and for admins only', async () => {
      const request = await newRequest();
      const missing = await update(2_000_000_000, { done: true }).expect(404);
      expect(missing.body).toMatchObject({
        code: 'CONSULTATION_REQUEST_NOT_FOUND',
        message: 'Заявка не найдена',
      });
      for (const body of [{}, { done: 'true' }, { done: null }, { done: 1 }]) {
        const refused = await update(request.id, body).expect(400);
        expect(refused.body).toMatchObject({
          code: 'VALIDATION_FAILED',
          message: 'done: true или false',
        });
      }
      await update('abc', { done: true }).expect(400);
      await t
        .http()
        .post(`/api/v2/admin/consultation-requests/${request.id}/update`)
        .send({ done: true })
        .expect(401);
      await update(request.id, { done: true }, learner.auth).expect(403);
      expect((await storedBy(request.name))[0]!.doneAt).toBeNull();
      const badFilter = await t
        .http()
        .get('/api/v2/admin/consultation-requests')
        .query({ done: 'yes' })
        .set(admin.auth)
        .expect(400);
      expect(badFilter.body.message).toBe('done: true или false');
    });
  });
});

describe('consultation requests without an admin address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('stores the request and mails only the visitor', async () => {
    const email = uniqueEmail('quiet');
    const name = unique('Мария');
    await t
      .http()
      .post('/api/v1/consultation-requests')
      .send({ name, contact: email, consent: true })
      .expect(200);
    await t.nextMail(email);
    expect(t.outbox().map((letter) => letter.to)).toEqual([email]);
  });
});

describe('consultation request throttling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ THROTTLE_AUTH_PER_IP: '3' });
  });
  afterAll(() => t.close());

  it('throttles one address after THROTTLE_AUTH_PER_IP requests, in Russian', async () => {
    const body = () => ({ name: unique('Спамер'), contact: '89990001122', consent: true });
    for (let sent = 0; sent < 3; sent += 1) {
      await t.http().post('/api/v1/consultation-requests').send(body()).expect(200);
    }
    const limited = await t.http().post('/api/v1/consultation-requests').send(body()).expect(429);
    expect(limited.body).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Слишком много попыток. Попробуйте позже',
    });
  });
});
