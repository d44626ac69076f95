import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { paths } from '@course-shop/api-client';
import { apiClient } from '@/lib/api-client';
import { unwrap } from '@/lib/api-error';
import { checkedQuery } from '@/lib/checked-query';
import { queryKeys } from '@/lib/query-keys';
import {
  certificateSchema,
  competenceSchema,
  feedbackSchema,
  messageSchema,
} from '../content-schemas';

const contentItemSchemas = {
  feedbacks: feedbackSchema,
  certificates: certificateSchema,
  messages: messageSchema,
  competencies: competenceSchema,
};

export type ContentListName = keyof typeof contentItemSchemas;

/** The item type of the list GET /api/v1/user/{name} answers under the key {name}. */
type ApiListItem<Name extends ContentListName> =
  paths[`/api/v1/user/${Name}`]['get']['responses'][200]['content']['application/json'] extends {
    [Key in Name]: (infer Item)[];
  }
    ? Item
    : never;

// Fails the typecheck when an endpoint stops answering its list under its own name.
contentItemSchemas satisfies { [Name in ContentListName]: z.ZodType<ApiListItem<Name>> };

/** GET /api/v1/user/{name}: one public content list, in display order. */
export const contentListQuery = <Name extends ContentListName>(name: Name) =>
  checkedQuery(queryKeys.contentList(name), name, z.array(contentItemSchemas[name]), async () => {
    const path: `/api/v1/user/${ContentListName}` = `/api/v1/user/${name}`;
    const answer: Record<string, unknown> = await unwrap(apiClient.GET(path));
    return answer[name];
  });

export function useContentList<Name extends ContentListName>(name: Name) {
  return useQuery(contentListQuery(name));
}
