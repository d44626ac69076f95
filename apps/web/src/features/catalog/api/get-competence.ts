import { apiClient } from '@/lib/api-client';
import { unwrap } from '@/lib/api-error';
import { byId, checkedQuery } from '@/lib/checked-query';
import { queryKeys } from '@/lib/query-keys';
import { competenceSchema } from '../content-schemas';

/** GET /api/v1/user/competencies/{id}. */
export const competenceQuery = (id: number) =>
  checkedQuery(queryKeys.competence(id), 'competence', competenceSchema, () =>
    unwrap(apiClient.GET('/api/v1/user/competencies/{id}', byId(id))).then(
      (answer) => answer.competence,
    ),
  );
