import { createTestApp, type TestApp } from './support/test-app.js';

describe('request log', () => {
  let t: TestApp;
  const lines: string[] = [];
  const completedUrls = () =>
    lines
      .map((line) => JSON.parse(line) as { msg?: string; req?: { url?: string } })
      .filter((entry) => entry.msg === 'request completed')
      .map((entry) => entry.req?.url);

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'info' }, { write: (line: string) => lines.push(line) });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    lines.length = 0;
  });

  it('writes no line for a healthy probe, and one for every other request', async () => {
    await t.http().get('/api/health').expect(200);
    await t.http().get('/api/v2/user/webinars').expect(200);
    await t.http().get('/api/v1/nothing-here').expect(404);
    expect(completedUrls()).toEqual(['/api/v2/user/webinars', '/api/v1/nothing-here']);
  });
});
