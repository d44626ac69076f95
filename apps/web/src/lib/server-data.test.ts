import { describe, expect, it, vi } from 'vitest';
import { number, object, string } from 'zod/mini';
import { LIST_SLICE, parseServerList, ServerValidationError } from './server-data';

const itemSchema = object({ id: number(), title: string() });
const items = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ id: index + 1, title: `Курс ${index + 1}` }));

describe('parseServerList', () => {
  it('checks a long list a slice per task, every item kept in order', async () => {
    const between = vi.fn(() => Promise.resolve());
    const list = items(LIST_SLICE * 2 + 20);
    expect(await parseServerList(itemSchema, list, 'webinars', between)).toEqual(list);
    expect(between).toHaveBeenCalledTimes(2);
  });

  it('checks a short list in one go', async () => {
    const between = vi.fn(() => Promise.resolve());
    expect(await parseServerList(itemSchema, items(3), 'webinars', between)).toHaveLength(3);
    expect(between).not.toHaveBeenCalled();
  });

  it('names a bad item by its index in the whole list, whichever slice it is in', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const list: unknown[] = items(LIST_SLICE + 30);
    list[LIST_SLICE + 23] = { id: 74, title: null };
    const failure = await parseServerList(itemSchema, list, 'webinars', () =>
      Promise.resolve(),
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ServerValidationError);
    expect((failure as ServerValidationError).issues.map((issue) => issue.path)).toEqual([
      [LIST_SLICE + 23, 'title'],
    ]);
  });

  it('refuses an answer that is not a list', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(
      parseServerList(itemSchema, { webinars: [] }, 'webinars', () => Promise.resolve()),
    ).rejects.toBeInstanceOf(ServerValidationError);
  });
});
