import { randomBytes } from 'node:crypto';
import type supertest from 'supertest';
import type { DataSource } from 'typeorm';
import { ensureAdmin } from '../../src/seed/ensure-admin.js';

export const uniqueEmail = (label = 'user') =>
  `${label}.${randomBytes(4).toString('hex')}@example.com`;

export function registrationBody(overrides: Record<string, unknown> = {}) {
  return {
    login: uniqueEmail(),
    password: 'secret1',
    cellphone: '+7 (999) 123 4567',
    first_name: 'Анна',
    last_name: 'Иванова',
    ...overrides,
  };
}

export interface Session {
  id: number;
  login: string;
  password: string;
  token: string;
  auth: { Authorization: string };
}

/** Registers a learner through the API, as the SPA does. */
export async function registerUser(
  http: () => supertest.Agent,
  overrides: Record<string, unknown> = {},
): Promise<Session> {
  const body = registrationBody(overrides);
  const response = await http().post('/api/v1/register').send(body).expect(200);
  const user = response.body.user as { id: number; api_token: string };
  return {
    id: user.id,
    login: body.login,
    password: body.password,
    token: user.api_token,
    auth: { Authorization: `Bearer ${user.api_token}` },
  };
}

/** An admin made the way the seed makes one, then logged in through the API. */
export async function createAdmin(
  dataSource: DataSource,
  http: () => supertest.Agent,
): Promise<Session> {
  const login = uniqueEmail('admin');
  await ensureAdmin(dataSource, login, 'admin-secret', { resetPassword: true });
  const response = await http()
    .post('/api/v1/get-token')
    .send({ login, password: 'admin-secret' })
    .expect(200);
  const user = response.body.user as { id: number; api_token: string };
  return {
    id: user.id,
    login,
    password: 'admin-secret',
    token: user.api_token,
    auth: { Authorization: `Bearer ${user.api_token}` },
  };
}
