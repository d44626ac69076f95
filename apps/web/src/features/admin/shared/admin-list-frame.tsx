import type { ReactNode } from 'react';
import { Button, Flex, Heading, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyList } from '@/components/ui/page-frame';
import { QueryList } from '@/components/ui/query-list';
import type { RetryableQuery } from '@/components/ui/query-error';
import { Pagination, type PageEnvelope } from './pagination';

/** The part of a TanStack query of a paged admin list the frame needs. */
export interface PagedQuery<Data extends PageEnvelope> extends RetryableQuery {
  isPending: boolean;
  isError: boolean;
  data: Data | undefined;
}

export interface AdminListFrameProps<Data extends PageEnvelope, Item> {
  title: string;
  /** h2 when the list is a section of a page that has its own h1. */
  headingLevel?: 'h1' | 'h2';
  testId: string;
  /** The primary action beside the heading, e.g. 'Добавить пользователя'. */
  action?: { to: string; label: string };
  /** The filter bar: SearchFilter, selects…, kept in the URL by useUrlFilters. */
  filters?: ReactNode;
  query: PagedQuery<Data>;
  /** Picks the list out of the envelope: `(data) => data.users`. */
  items: (data: Data) => Item[];
  /** True when a filter is set: the empty state then offers to reset them. */
  filtered?: boolean;
  onResetFilters?: () => void;
  onPageChange: (page: number) => void;
  /** Overrides the generic 'Не удалось загрузить список' / 'Ничего не найдено'. */
  loadErrorTitle?: string;
  emptyText?: string;
  /** Extra content between the filters and the list (e.g. totals). */
  summary?: (data: Data) => ReactNode;
  children: (items: Item[]) => ReactNode;
}

/**
 * An admin list page: heading with its primary action, the filter bar, the list's states
 * (loading, failed with a retry, empty, the rows) and the pagination under it.
 */
export function AdminListFrame<Data extends PageEnvelope, Item>({
  title,
  headingLevel = 'h1',
  testId,
  action,
  filters,
  query,
  items,
  filtered = false,
  onResetFilters,
  onPageChange,
  loadErrorTitle,
  emptyText,
  summary,
  children,
}: AdminListFrameProps<Data, Item>) {
  const { t } = useTranslation('common');
  const listQuery = { ...query, data: query.data ? items(query.data) : undefined };
  const empty = (
    <EmptyList text={emptyText ?? t(filtered ? 'admin.list.emptyFiltered' : 'admin.list.empty')}>
      {filtered && onResetFilters ? (
        <Button size="sm" variant="outline" onClick={onResetFilters} data-testid="admin-list-reset">
          {t('admin.list.resetFilters')}
        </Button>
      ) : null}
    </EmptyList>
  );
  return (
    <Stack gap={6} data-testid={testId} minW={0}>
      <Flex justify="space-between" align="center" wrap="wrap" gap={3}>
        <Heading as={headingLevel} size={headingLevel === 'h1' ? '2xl' : 'xl'}>
          {title}
        </Heading>
        {action ? (
          <Button asChild colorPalette="brand" data-testid={`${testId}-action`}>
            <RouterLink to={action.to}>{action.label}</RouterLink>
          </Button>
        ) : null}
      </Flex>
      {filters ? (
        <Flex
          role="search"
          aria-label={t('admin.list.filters')}
          gap={4}
          wrap="wrap"
          align="flex-end"
          data-testid="admin-filters"
        >
          {filters}
        </Flex>
      ) : null}
      {query.data && summary ? summary(query.data) : null}
      <QueryList
        query={listQuery}
        loadErrorTitle={loadErrorTitle ?? t('admin.list.loadError')}
        empty={empty}
      >
        {(rows) => children(rows)}
      </QueryList>
      {query.data && query.data.total > 0 ? (
        <Pagination envelope={query.data} onPageChange={onPageChange} />
      ) : null}
    </Stack>
  );
}
