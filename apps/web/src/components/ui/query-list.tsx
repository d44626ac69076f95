import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBootShellGone } from '@/lib/boot-shell';
import { useDeferredData } from '@/lib/deferred-data';
import { PageLoader } from './page-loader';
import { QueryError, type RetryableQuery } from './query-error';

interface ListQuery<Item> extends RetryableQuery {
  isPending: boolean;
  isError: boolean;
  data: Item[] | undefined;
}

interface QueryListProps<Item> {
  query: ListQuery<Item>;
  /** The failed load's heading, e.g. 'Не удалось загрузить видеокурсы'. */
  loadErrorTitle: string;
  errorLevel?: 'h2' | 'h3';
  /** Shown when the list loads empty: what to do next. */
  empty: ReactNode;
  children: (items: Item[]) => ReactNode;
}

/**
 * A loaded list's states in one place: spinner, failed load with a retry, empty state, the items
 * (rendered in slices when they arrive: lib/deferred-data.ts).
 */
export function QueryList<Item>({
  query,
  loadErrorTitle,
  errorLevel,
  empty,
  children,
}: QueryListProps<Item>) {
  const { t } = useTranslation('common');
  const items = useDeferredData(query.data);
  // The first screen the server drew for the list (the course or kit list) goes as the items or
  // the error show: the loader between them stays under it.
  useBootShellGone('page', Boolean(items.data) || query.isError);
  return (
    <>
      {query.isPending || items.rendering ? <PageLoader label={t('loading')} /> : null}
      {query.isError ? (
        <QueryError title={loadErrorTitle} query={query} level={errorLevel} />
      ) : null}
      {items.data?.length === 0 ? empty : null}
      {items.data?.length ? children(items.data) : null}
    </>
  );
}
