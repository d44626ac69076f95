import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildWebinar } from '@/testing/catalog-fixtures';
import { stubFetch } from '@/testing/fetch-stub';
import { allAdminWebinarsQuery } from './webinars';

afterEach(() => vi.unstubAllGlobals());

describe('every admin course', () => {
  it('reads every page of a catalogue larger than one page, in order', async () => {
    const total = 230;
    const { calls } = stubFetch({
      'GET /api/v2/admin/webinars': (request) => {
        const url = new URL(request.path, 'http://localhost');
        const page = Number(url.searchParams.get('page'));
        const perPage = Number(url.searchParams.get('per_page'));
        const ids = Array.from({ length: perPage }, (_, index) => (page - 1) * perPage + index + 1);
        const webinars = ids.filter((id) => id <= total).map((id) => buildWebinar({ id }));
        return { body: { webinars, total, page, per_page: perPage } };
      },
    });
    const webinars = await allAdminWebinarsQuery().queryFn!({} as never);
    expect(webinars.map((webinar) => webinar.id)).toEqual(
      Array.from({ length: total }, (_, index) => index + 1),
    );
    expect(
      calls.map((call) => new URL(call.path, 'http://localhost').searchParams.get('page')),
    ).toEqual(['1', '2', '3']);
  });
});
