import { loadConfig } from './app-config.js';
import { ConfigError } from './environment.js';

const minimal = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/course_shop' };

describe('configuration', () => {
  it('fills defaults from a minimal environment', () => {
    const config = loadConfig(minimal);
    expect(config).toMatchObject({
      env: 'development',
      http: { host: '0.0.0.0', port: 3000, trustProxy: false },
      redis: { url: 'redis://127.0.0.1:6379', prefix: 'course-shop' },
      queueWorkerInApi: true,
      admin: null,
      mail: { smtpUrl: null },
    });
    expect(config.webDistDir).toMatch(/apps\/web\/dist$/);
    expect(config.uploads.dir).toMatch(/apps\/api\/uploads$/);
    expect(config.adminNotifyEmail).toBeNull();
  });

  it('sends consultation requests to ADMIN_NOTIFY_EMAIL, else to ADMIN_LOGIN', () => {
    const admin = { ADMIN_LOGIN: 'admin@shop.example', ADMIN_PASSWORD: 'secret1' };
    expect(loadConfig({ ...minimal, ...admin }).adminNotifyEmail).toBe('admin@shop.example');
    expect(
      loadConfig({ ...minimal, ...admin, ADMIN_NOTIFY_EMAIL: 'desk@shop.example' })
        .adminNotifyEmail,
    ).toBe('desk@shop.example');
    expect(() => loadConfig({ ...minimal, ADMIN_NOTIFY_EMAIL: 'not-an-email' })).toThrow(
      ConfigError,
    );
  });

  it('names every missing or malformed setting at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', REDIS_URL: 'http://nope', QUEUE_WORKER_IN_API: 'false' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toContain('DATABASE_URL is required');
    expect(problems).toContain('PORT is malformed');
    expect(problems).toContain('REDIS_URL is malformed');
  });

  it('parses booleans and numbers and trims trailing slashes from URLs', () => {
    const config = loadConfig({
      ...minimal,
      PORT: '8080',
      QUEUE_WORKER_IN_API: 'false',
      WEB_URL: 'https://shop.example/',
      ADMIN_LOGIN: 'admin@shop.example',
      ADMIN_PASSWORD: 'secret1',
    });
    expect(config.http.port).toBe(8080);
    expect(config.queueWorkerInApi).toBe(false);
    expect(config.webUrl).toBe('https://shop.example');
    expect(config.admin).toEqual({ login: 'admin@shop.example', password: 'secret1' });
  });

  it('wants the admin login and password together', () => {
    expect(() => loadConfig({ ...minimal, ADMIN_LOGIN: 'admin@shop.example' })).toThrow(
      ConfigError,
    );
  });
});
