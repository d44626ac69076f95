import { useQuery } from '@tanstack/react-query';
// zod/mini: the home page's course list is on every first visit (see lib/catalog/schemas.ts).
import { z } from 'zod/mini';
import { apiClient } from '@/lib/api-client';
import { unwrap } from '@/lib/api-error';
import { webinarSchema } from '@/lib/catalog/schemas';
import { checkedQuery } from '@/lib/checked-query';
import { queryKeys, type Viewer } from '@/lib/query-keys';
import { useViewerId } from '@/lib/session/session-store';

/** GET /api/v2/user/webinars: active courses in display order. */
export const webinarsQuery = (viewer: Viewer) =>
  checkedQuery(queryKeys.webinars(viewer), 'webinars', z.array(webinarSchema), () =>
    unwrap(apiClient.GET('/api/v2/user/webinars')).then((answer) => answer.webinars),
  );

export function useWebinars() {
  return useQuery(webinarsQuery(useViewerId()));
}
