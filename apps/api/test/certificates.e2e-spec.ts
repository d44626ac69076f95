import { randomBytes } from 'node:crypto';
import { AuditEntry } from '../src/modules/audit/entities/audit-entry.entity.js';
import { Certificate } from '../src/modules/certificates/entities/certificate.entity.js';
import { createAdmin, registerUser, type Session } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const unique = (label: string) => `${label} ${randomBytes(4).toString('hex')}`;

describe('certificates endpoints', () => {
  let t: TestApp;
  let admin: Session;
  let learner: Session;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t.dataSource, t.http);
    learner = await registerUser(t.http);
  });
  afterAll(() => t.close());

  const create = async (overrides: Record<string, unknown> = {}) => {
    const response = await t
      .http()
      .post('/api/v1/admin/certificates')
      .set(admin.auth)
      .send({ title: unique('Диплом'), ...overrides })
      .expect(201);
    return response.body.certificate as Record<string, unknown> & { id: number; title: string };
  };
  const load = (id: number) => t.dataSource.getRepository(Certificate).findOneBy({ id });
  const auditOf = (id: number, action: string) =>
    t.dataSource
      .getRepository(AuditEntry)
      .findBy({ entityType: 'certificate', entityId: id, action });

  describe('access', () => {
    it.each([
      ['GET', '/api/v1/admin/certificates'],
      ['POST', '/api/v1/admin/certificates'],
      ['POST', '/api/v1/admin/certificates/1/update'],
      ['GET', '/api/v2/admin/certificates'],
      ['GET', '/api/v2/admin/certificates/1'],
      ['DELETE', '/api/v2/admin/certificates/1'],
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

  it('lists certificates to anyone, in sort order, without timestamps', async () => {
    const later = await create({ sort: 900_002, description: 'Второй' });
    const first = await create({
      sort: 900_001,
      description: 'Первый',
      image: '/uploads/images/cert.png',
      issued_at: '2019-06-30',
    });
    const response = await t.http().get('/api/v1/user/certificates').expect(200);
    const ids = response.body.certificates.map((c: { id: number }) => c.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(later.id));
    expect(response.body.certificates.find((c: { id: number }) => c.id === first.id)).toEqual({
      id: first.id,
      title: first.title,
      description: 'Первый',
      image: '/uploads/images/cert.png',
      issued_at: '2019-06-30',
      sort: 900_001,
    });
    await t.http().get('/api/v1/user/certificates').set(learner.auth).expect(200);
  });

  it('creates, reads, updates and deletes through both path families, audited', async () => {
    const certificate = await create({ description: 'Описание' });
    expect(certificate).toMatchObject({
      description: 'Описание',
      image: null,
      issued_at: null,
      sort: 0,
      created_at: expect.any(String),
    });
    const updated = await t
      .http()
      .post(`/api/v1/admin/certificates/${certificate.id}/update`)
      .set(admin.auth)
      .send({ description: null, issued_at: '2020-01-15', sort: 3 })
      .expect(200);
    expect(updated.body.certificate).toMatchObject({
      title: certificate.title,
      description: null,
      issued_at: '2020-01-15',
      sort: 3,
    });
    const read = await t
      .http()
      .get(`/api/v2/admin/certificates/${certificate.id}`)
      .set(admin.auth)
      .expect(200);
    expect(read.body.certificate).toEqual(updated.body.certificate);

    const all = await t.http().get('/api/v1/admin/certificates').set(admin.auth).expect(200);
    expect(all.body.certificates.map((c: { id: number }) => c.id)).toContain(certificate.id);

    await t
      .http()
      .delete(`/api/v2/admin/certificates/${certificate.id}`)
      .set(admin.auth)
      .expect(200, { message: 'ok' });
    expect(await load(certificate.id)).toBeNull();
    await t.http().get(`/api/v2/admin/certificates/${certificate.id}`).set(admin.auth).expect(404);
    await t
      .http()
      .delete(`/api/v2/admin/certificates/${certificate.id}`)
      .set(admin.auth)
      .expect(404);
    for (const action of ['certificate.create', 'certificate.update', 'certificate.delete']) {
      expect(await auditOf(certificate.id, action)).toHaveLength(1);
    }
  });

  it('pages the v2 list', async () => {
    await create();
    await create();
    const page = await t
      .http()
      .get('/api/v2/admin/certificates')
      .query({ page: 1, per_page: 1 })
      .set(admin.auth)
      .expect(200);
    expect(page.body).toMatchObject({ page: 1, per_page: 1 });
    expect(page.body.certificates).toHaveLength(1);
    expect(page.body.total).toBeGreaterThanOrEqual(2);
    const bad = await t
      .http()
      .get('/api/v2/admin/certificates')
      .query({ per_page: 500 })
      .set(admin.auth)
      .expect(400);
    expect(bad.body.message).toBe('Размер страницы должен быть от 1 до 100');
  });

  it.each([
    [{ title: '' }, 'Укажите название'],
    [{ title: 'x'.repeat(256) }, 'Значение не должно превышать 255 символов'],
    [{ issued_at: '30.06.2019' }, 'Дата должна быть в формате ГГГГ-ММ-ДД'],
    [{ issued_at: '2019-02-30' }, 'Дата должна быть в формате ГГГГ-ММ-ДД'],
    [{ sort: -1 }, 'Порядок не может быть отрицательным'],
    [
      { image: 'data:image/png;base64,AAAA' },
      'Укажите ссылку (https://…) или путь, начинающийся с /',
    ],
    [{ owner: 1 }, 'Поле «owner» не поддерживается'],
  ])('refuses to create %j and writes nothing', async (overrides, message) => {
    const title = unique('Плохой');
    const response = await t
      .http()
      .post('/api/v1/admin/certificates')
      .set(admin.auth)
      .send({ title, ...overrides })
      .expect(400);
    expect(response.body.message).toBe(message);
    expect(await t.dataSource.getRepository(Certificate).countBy({ title })).toBe(0);
  });

  it.each([
    [{ title: null }, 'Укажите название'],
    [{ sort: null }, 'Порядок должен быть целым числом'],
    [{ issued_at: '2019-13-01' }, 'Дата должна быть в формате ГГГГ-ММ-ДД'],
  ])('refuses to update with %j and changes nothing', async (body, message) => {
    const certificate = await create({ description: 'Было' });
    const before = await load(certificate.id);
    const response = await t
      .http()
      .post(`/api/v1/admin/certificates/${certificate.id}/update`)
      .set(admin.auth)
      .send({ description: 'Стало', ...body })
      .expect(400);
    expect(response.body.message).toBe(message);
    expect(await load(certificate.id)).toEqual(before);
  });

  it('is 404 when updating a missing certificate and 400 for a bad id', async () => {
    const missing = await t
      .http()
      .post('/api/v1/admin/certificates/999999/update')
      .set(admin.auth)
      .send({ title: 'Нет' })
      .expect(404);
    expect(missing.body.message).toBe('Сертификат не найден');
    await t.http().get('/api/v2/admin/certificates/abc').set(admin.auth).expect(400);
  });
});
