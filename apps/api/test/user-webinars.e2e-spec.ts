import type { Webinar } from '../src/modules/webinars/entities/webinar.entity.js';
import { createWebinar } from './support/catalog-factories.js';
import { createAdmin, registerUser, type Session } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('admin: a user’s webinars', () => {
  let t: TestApp;
  let admin: Session;
  let first: Webinar;
  let second: Webinar;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t.dataSource, t.http);
    first = await createWebinar(t.dataSource, { title: 'Первый курс' });
    second = await createWebinar(t.dataSource, { title: 'Второй курс' });
  });
  afterAll(() => t.close());

  const set = (userId: number, body: object) =>
    t.http().post(`/api/v2/admin/users/${userId}/set-webinars`).set(admin.auth).send(body);
  const auditOf = (userId: number) =>
    t.dataSource.query(
      `SELECT actor_id, action, details, reason FROM audit_log WHERE entity_type = 'user' AND entity_id = $1 ORDER BY id`,
      [userId],
    );

  it('is for admins only', async () => {
    const learner = await registerUser(t.http);
    await t.http().get(`/api/v2/admin/users/${learner.id}/webinars`).expect(401);
    await t.http().get(`/api/v2/admin/users/${learner.id}/webinars`).set(learner.auth).expect(403);
    await t
      .http()
      .post(`/api/v2/admin/users/${learner.id}/set-webinars`)
      .set(learner.auth)
      .send({ webinars: [{ id: first.id }] })
      .expect(403);
  });

  it('grants by hand, so the learner sees the course under "my" with its date', async () => {
    const learner = await registerUser(t.http);
    const response = await set(learner.id, {
      webinars: [{ id: first.id, expires_at: '2027-03-01T00:00:00Z' }, { id: second.id }],
      reason: 'Оплата переводом',
    }).expect(200);
    expect(response.body.webinars).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: first.id,
          state: 'can_view',
          access_expires_at: '2027-03-01T00:00:00.000Z',
          source: 'admin',
        }),
        // Without a date a new grant lasts a year from now (the fixed test clock).
        expect.objectContaining({ id: second.id, access_expires_at: '2027-11-21T09:00:00.000Z' }),
      ]),
    );
    const mine = (await t.http().get('/api/v2/user/webinars/my').set(learner.auth).expect(200)).body
      .webinars;
    expect(mine.map((webinar: { id: number }) => webinar.id).sort()).toEqual(
      [first.id, second.id].sort(),
    );
    const view = await t
      .http()
      .get(`/api/v2/user/webinars/${first.id}`)
      .set(learner.auth)
      .expect(200);
    expect(view.body.webinar).toMatchObject({
      state: 'can_view',
      video_url: 'https://video.example/embed/course',
    });
    const audit = await auditOf(learner.id);
    expect(audit).toEqual([
      expect.objectContaining({
        actor_id: admin.id,
        action: 'access.grant',
        reason: 'Оплата переводом',
      }),
      expect.objectContaining({
        actor_id: admin.id,
        action: 'access.grant',
        reason: 'Оплата переводом',
      }),
    ]);
  });

  it('changes an expiry and revokes what is left out, auditing each', async () => {
    const learner = await registerUser(t.http);
    await set(learner.id, { webinars: [{ id: first.id }, { id: second.id }] }).expect(200);
    const response = await set(learner.id, {
      webinars: [{ id: first.id, expires_at: '2026-11-01T00:00:00Z' }],
      reason: 'Возврат',
    }).expect(200);
    expect(response.body.webinars).toEqual([
      expect.objectContaining({
        id: first.id,
        state: 'can_prolong',
        access_expires_at: '2026-11-01T00:00:00.000Z',
      }),
    ]);
    const actions = (await auditOf(learner.id)).map((entry: { action: string }) => entry.action);
    expect(actions).toEqual(['access.grant', 'access.grant', 'access.revoke', 'access.change']);
    const view = await t
      .http()
      .get(`/api/v2/user/webinars/${second.id}`)
      .set(learner.auth)
      .expect(200);
    expect(view.body.webinar).toMatchObject({ state: 'can_buy', is_owner: false, video_url: null });
  });

  it('leaves unchanged grants alone and writes no audit entry for them', async () => {
    const learner = await registerUser(t.http);
    await set(learner.id, { webinars: [{ id: first.id }] }).expect(200);
    await set(learner.id, { webinars: [{ id: first.id }] }).expect(200);
    expect(await auditOf(learner.id)).toHaveLength(1);
  });

  it.each([
    [{ webinars: [{ id: 999999 }] }, 'Видеокурсы не найдены: 999999'],
    [{ webinars: [{ id: 'x' }] }, 'Идентификатор видеокурса должен быть целым числом'],
    [{ webinars: [{ id: 1, expires_at: 'завтра' }] }, 'Дата окончания доступа должна быть датой'],
    [{ webinars: 'all' }, 'webinars должен быть списком'],
    [{ webinars: [{ id: 1 }, { id: 1 }] }, 'Видеокурс указан дважды'],
    [{ webinars: [], extra: true }, 'Поле «extra» не поддерживается'],
  ])('refuses %j and changes nothing', async (body, message) => {
    const learner = await registerUser(t.http);
    await set(learner.id, { webinars: [{ id: first.id }] }).expect(200);
    const response = await set(learner.id, body).expect(400);
    expect(response.body.message).toBe(message);
    const after = await t
      .http()
      .get(`/api/v2/admin/users/${learner.id}/webinars`)
      .set(admin.auth)
      .expect(200);
    expect(after.body.webinars.map((webinar: { id: number }) => webinar.id)).toEqual([first.id]);
    expect(await auditOf(learner.id)).toHaveLength(1);
  });

  it('answers 404 for a missing user', async () => {
    await t.http().get('/api/v2/admin/users/999999/webinars').set(admin.auth).expect(404);
    await set(999999, { webinars: [] }).expect(404);
  });

  it('audits a role change with the admin who made it', async () => {
    const learner = await registerUser(t.http);
    await t
      .http()
      .post(`/api/v2/admin/users/${learner.id}/update`)
      .set(admin.auth)
      .send({ roles: ['USER', 'ADMIN'] })
      .expect(200);
    expect(await auditOf(learner.id)).toEqual([
      expect.objectContaining({
        actor_id: admin.id,
        action: 'user.roles.change',
        details: { from: ['USER'], to: ['USER', 'ADMIN'] },
      }),
    ]);
  });
});
