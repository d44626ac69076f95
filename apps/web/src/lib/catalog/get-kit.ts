import { apiClient } from '../api-client';
import { unwrap } from '../api-error';
import { byId, checkedQuery } from '../checked-query';
import { queryKeys, type Viewer } from '../query-keys';
import { kitSchema } from './schemas';

/**
 * GET /api/v2/user/kits/{id}: one kit with its courses and the viewer's state. The catalog's kit
 * page and the owner's kit page read the same cache entry.
 */
export const kitQuery = (viewer: Viewer, id: number) =>
  checkedQuery(queryKeys.kit(viewer, id), 'kit', kitSchema, () =>
    unwrap(apiClient.GET('/api/v2/user/kits/{id}', byId(id))).then((answer) => answer.kit),
  );
