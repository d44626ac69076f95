import { registerUser, uniqueEmail } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** Seconds from the test clock's now to the end of its current fixed window. */
const secondsLeftInWindow = (t: TestApp, windowSeconds: number) =>
  windowSeconds - (Math.floor(t.clock.now().getTime() / 1000) % windowSeconds);

const tooManyRequests = {
  statusCode: 429,
  code: 'TOO_MANY_REQUESTS',
  message: 'Слишком много попыток. Попробуйте позже',
};

describe('login throttling with the default limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Behind a proxy on this machine, the client's address comes from X-Forwarded-For.
    t = await createTestApp({ TRUST_PROXY: 'loopback' });
  });
  afterAll(() => t.close());

  const logInFrom = (address: string, login: string, password: string) =>
    t.http().post('/api/v1/get-token').set('X-Forwarded-For', address).send({ login, password });

  it('stops guessing from one address without locking the owner out elsewhere', async () => {
    const owner = await registerUser(t.http);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await logInFrom('203.0.113.7', owner.login, 'wrong-password').expect(401);
    }
    const refused = await logInFrom('203.0.113.7', owner.login, owner.password).expect(429);
    expect(refused.body).toEqual(tooManyRequests);
    expect(Number(refused.headers['retry-after'])).toBe(secondsLeftInWindow(t, 900));

    const fromHome = await logInFrom('198.51.100.20', owner.login, owner.password).expect(200);
    expect(fromHome.body.user.id).toBe(owner.id);
  });

  it('lets the guessing address still log in to other accounts', async () => {
    const other = await registerUser(t.http);
    await logInFrom('203.0.113.7', other.login, other.password).expect(200);
  });
});

describe('credential throttling with small limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      TRUST_PROXY: 'loopback',
      THROTTLE_AUTH_PER_LOGIN_IP: '3',
      THROTTLE_AUTH_PER_LOGIN: '6',
      THROTTLE_AUTH_PER_IP: '5',
    });
  });
  afterAll(() => t.close());

  const attempt = (address: string, login: string) =>
    t
      .http()
      .post('/api/v1/get-token')
      .set('X-Forwarded-For', address)
      .send({ login, password: 'wrong-password' });

  it('answers 429 after THROTTLE_AUTH_PER_LOGIN_IP attempts for one login from one address', async () => {
    const login = uniqueEmail('target');
    for (let i = 0; i < 3; i += 1) await attempt('192.0.2.1', login).expect(401);
    const response = await attempt('192.0.2.1', login).expect(429);
    expect(response.body).toEqual(tooManyRequests);
    expect(response.headers['retry-after']).toMatch(/^\d+$/);
    await attempt('192.0.2.2', login).expect(401);
  });

  it('counts the address the proxy saw, not one the client wrote into X-Forwarded-For', async () => {
    const login = uniqueEmail('target');
    // The proxy appends the real client to what the client sent; only the last entry is believed.
    for (let i = 0; i < 3; i += 1) {
      await attempt(`198.18.0.${i}, 192.0.2.77`, login).expect(401);
    }
    await attempt('198.18.0.99, 192.0.2.77', login).expect(429);
  });

  it('has a ceiling per login across all addresses', async () => {
    const login = uniqueEmail('target');
    for (let i = 0; i < 6; i += 1) await attempt(`192.0.2.${10 + i}`, login).expect(401);
    await attempt('192.0.2.99', login).expect(429);
  });

  it('limits one address across logins, and lifts the limit when the window passes', async () => {
    const tryOnce = () =>
      t
        .http()
        .post('/api/v1/generate-link')
        .set('X-Forwarded-For', '192.0.2.200')
        .send({ email: uniqueEmail('spray') });
    for (let i = 0; i < 5; i += 1) await tryOnce().expect(200);
    const refused = await tryOnce().expect(429);
    expect(Number(refused.headers['retry-after'])).toBe(secondsLeftInWindow(t, 900));
    t.clock.advance(15 * 60 * 1000);
    await tryOnce().expect(200);
  });
});

describe('global per-address throttling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'loopback', THROTTLE_GLOBAL_PER_MINUTE: '3' });
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After until the minute ends, on any route', async () => {
    const read = () => t.http().get('/api/v1/user/tags').set('X-Forwarded-For', '192.0.2.50');
    for (let i = 0; i < 3; i += 1) await read().expect(200);
    t.clock.advance(20_500);
    const refused = await read().expect(429);
    expect(refused.body).toEqual(tooManyRequests);
    expect(refused.headers['retry-after']).toBe(String(secondsLeftInWindow(t, 60)));
    // Another address is not affected.
    await t.http().get('/api/v1/user/tags').set('X-Forwarded-For', '192.0.2.51').expect(200);
    t.clock.advance(secondsLeftInWindow(t, 60) * 1000);
    await read().expect(200);
  });
});
