import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { unwrap } from '@/lib/api-error';
import { checkedQuery } from '@/lib/checked-query';
import { ADMIN_PAGE_SIZE } from '../../shared/constants';
import type { UrlFilters } from '../../shared/use-url-filters';
import { insightsKeys } from '../query-keys';
import { auditPageSchema } from '../schemas';
import { idFilter } from './payments';

export const AUDIT_FILTERS = ['actor_id', 'entity_type', 'entity_id', 'from', 'to'] as const;
export type AuditFilters = UrlFilters<(typeof AUDIT_FILTERS)[number]>;

export const ENTITY_TYPES = [
  'user',
  'webinar',
  'kit',
  'certificate',
  'payment',
  'consultation_request',
] as const;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const entityType = (value: string) => ENTITY_TYPES.find((type) => type === value);

/** GET /api/v2/admin/audit: who changed what and when, newest first. */
export const auditQuery = (filters: AuditFilters, page: number) =>
  queryOptions({
    ...checkedQuery(insightsKeys.audit(filters, page), 'audit log', auditPageSchema, () =>
      unwrap(
        apiClient.GET('/api/v2/admin/audit', {
          params: {
            query: {
              page,
              per_page: ADMIN_PAGE_SIZE,
              actor_id: idFilter(filters.actor_id),
              entity_type: entityType(filters.entity_type),
              entity_id: idFilter(filters.entity_id),
              // Whole days of the shop's time zone, as in the payments list and the statistics.
              from: isoDate.test(filters.from) ? filters.from : undefined,
              to: isoDate.test(filters.to) ? filters.to : undefined,
            },
          },
        }),
      ),
    ),
    placeholderData: keepPreviousData,
  });
