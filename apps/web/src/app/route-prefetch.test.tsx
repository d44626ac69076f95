import { describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { renderRoutes } from '@/testing/render';
import { stubFetch } from '@/testing/fetch-stub';
import { queryKeys } from '@/lib/query-keys';
import { createRoutes } from './routes';

// The home page's chunk never arrives: what happens must happen without it.
vi.mock('./routes/home', () => new Promise(() => {}));

describe('the home route', () => {
  it('starts reading the course list before its page has loaded', async () => {
    const { calls } = stubFetch({
      'GET /api/v2/user/webinars': () => ({ body: { webinars: [] } }),
    });
    const { queryClient } = renderRoutes(createRoutes, ['/']);
    await waitFor(() => expect(queryClient.getQueryData(queryKeys.webinars(null))).toEqual([]));
    expect(calls.map((call) => call.path)).toContain('/api/v2/user/webinars');
  });
});
