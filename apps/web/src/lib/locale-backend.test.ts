import { describe, expect, it, vi } from 'vitest';
import { localeBackend } from './locale-backend';

type Read = (language: string, namespace: string) => Promise<[unknown, unknown]>;
const read: Read = (language, namespace) =>
  new Promise((resolve) => {
    localeBackend.read(language, namespace, (error, data) => resolve([error, data]));
  });

describe('the locale backend', () => {
  it('reads /locales/{lng}/{ns}.json', async () => {
    const fetchMock = vi.fn(async () => Response.json({ title: 'Заголовок' }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await read('ru', 'common')).toEqual([null, { title: 'Заголовок' }]);
    expect(fetchMock).toHaveBeenCalledWith('/locales/ru/common.json');
  });

  it('asks i18next to retry after a network or server error, not after a 404', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')));
    const [networkError, retryAfterNetwork] = await read('ru', 'common');
    expect(networkError).toBeInstanceOf(TypeError);
    expect(retryAfterNetwork).toBe(true);

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 503 })),
    );
    expect((await read('ru', 'common'))[1]).toBe(true);

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 404 })),
    );
    const [missing, retryMissing] = await read('ru', 'nothing');
    expect(String(missing)).toContain('/locales/ru/nothing.json: 404');
    expect(retryMissing).toBe(false);
  });
});
