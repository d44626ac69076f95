import { api, expectError, expectOk } from './support/api-client.js';
import { registerUser, uniqueEmail } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** Seconds from the test clock's now to the end of its current fixed window. */
const secondsLeftInWindow = (t: TestApp, windowSeconds: number) =>
  windowSeconds - (Math.floor(t.clock.now().getTime() / 1000) % windowSeconds);

/** Sends a request as if a proxy on this machine forwarded it from `address`. */
const from = (address: string) => ({ headers: { 'X-Forwarded-For': address } });

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
    api(t).POST('/api/v1/get-token', { body: { login, password }, ...from(address) });

  it('stops guessing from one address without locking the owner out elsewhere', async () => {
    const owner = await registerUser(t.http);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expectError(await logInFrom('203.0.113.7', owner.login, 'wrong-password'), 401);
    }
    const refused = await logInFrom('203.0.113.7', owner.login, owner.password);
    expect(expectError(refused, 429)).toEqual(tooManyRequests);
    expect(Number(refused.response.headers.get('retry-after'))).toBe(secondsLeftInWindow(t, 900));

    const fromHome = expectOk(await logInFrom('198.51.100.20', owner.login, owner.password));
    expect(fromHome.user.id).toBe(owner.id);
  });

  it('lets the guessing address still log in to other accounts', async () => {
    const other = await registerUser(t.http);
    expectOk(await logInFrom('203.0.113.7', other.login, other.password));
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
    api(t).POST('/api/v1/get-token', {
      body: { login, password: 'wrong-password' },
      ...from(address),
    });

  it('answers 429 after THROTTLE_AUTH_PER_LOGIN_IP attempts for one login from one address', async () => {
    const login = uniqueEmail('target');
    for (let i = 0; i < 3; i += 1) expectError(await attempt('192.0.2.1', login), 401);
    const refused = await attempt('192.0.2.1', login);
    expect(expectError(refused, 429)).toEqual(tooManyRequests);
    expect(refused.response.headers.get('retry-after')).toMatch(/^\d+$/);
    expectError(await attempt('192.0.2.2', login), 401);
  });

  it('counts the address the proxy saw, not one the client wrote into X-Forwarded-For', async () => {
    const login = uniqueEmail('target');
    // The proxy appends the real client to what the client sent; only the last entry is believed.
    for (let i = 0; i < 3; i += 1) {
      expectError(await attempt(`198.18.0.${i}, 192.0.2.77`, login), 401);
    }
    expectError(await attempt('198.18.0.99, 192.0.2.77', login), 429);
  });

  it('has a ceiling per login across all addresses', async () => {
    const login = uniqueEmail('target');
    for (let i = 0; i < 6; i += 1) expectError(await attempt(`192.0.2.${10 + i}`, login), 401);
    expectError(await attempt('192.0.2.99', login), 429);
  });

  it('limits one address across logins, and lifts the limit when the window passes', async () => {
    const tryOnce = () =>
      api(t).POST('/api/v1/generate-link', {
        body: { email: uniqueEmail('spray') },
        ...from('192.0.2.200'),
      });
    for (let i = 0; i < 5; i += 1) expectOk(await tryOnce());
    const refused = await tryOnce();
    expectError(refused, 429);
    expect(Number(refused.response.headers.get('retry-after'))).toBe(secondsLeftInWindow(t, 900));
    t.clock.advance(15 * 60 * 1000);
    expectOk(await tryOnce());
  });
});

describe('global per-address throttling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'loopback', THROTTLE_GLOBAL_PER_MINUTE: '3' });
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After until the minute ends, on any route', async () => {
    const read = (address = '192.0.2.50') => api(t).GET('/api/v1/user/tags', from(address));
    for (let i = 0; i < 3; i += 1) expectOk(await read());
    t.clock.advance(20_500);
    const refused = await read();
    expect(expectError(refused, 429)).toEqual(tooManyRequests);
    expect(refused.response.headers.get('retry-after')).toBe(String(secondsLeftInWindow(t, 60)));
    // Another address is not affected.
    expectOk(await read('192.0.2.51'));
    t.clock.advance(secondsLeftInWindow(t, 60) * 1000);
    expectOk(await read());
  });
});
