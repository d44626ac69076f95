import { apiClient } from '../api-client';
import { unwrap } from '../api-error';
import { byId, checkedQuery } from '../checked-query';
import { queryKeys, type Viewer } from '../query-keys';
import { webinarSchema } from './schemas';

/**
 * GET /api/v2/user/webinars/{id}: one course with the viewer's state (video_url only in can_view).
 * The catalog's course page and the owner's video page read the same cache entry.
 */
export const webinarQuery = (viewer: Viewer, id: number) =>
  checkedQuery(queryKeys.webinar(viewer, id), 'webinar', webinarSchema, () =>
    unwrap(apiClient.GET('/api/v2/user/webinars/{id}', byId(id))).then((answer) => answer.webinar),
  );
