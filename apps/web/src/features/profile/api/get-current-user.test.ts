import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { ServerValidationError } from '@/lib/server-data';
import { getSession } from '@/lib/session/session-store';
import { stubFetch } from '@/testing/fetch-stub';
import { buildUser } from '@/testing/user-fixture';
import { currentUserQueryOptions } from './get-current-user';

describe('current user query', () => {
  it('fails once, without retrying, when the user does not match the schema', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { calls } = stubFetch({
      'GET /api/v1/user/current': () => ({ body: { user: { ...buildUser(), email: 'broken' } } }),
    });
    const queryClient = createQueryClient();

    await expect(queryClient.fetchQuery(currentUserQueryOptions())).rejects.toBeInstanceOf(
      ServerValidationError,
    );
    expect(calls).toHaveLength(1);
    expect(log).toHaveBeenCalled();
    expect(getSession().user).toBeNull();
  });
});
