import { type ReactNode, useMemo } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isNotFound } from '@/lib/api-error';
import { useBootShellGone } from '@/lib/boot-shell';
import { useDeferredData } from '@/lib/deferred-data';
import { useIdParam } from '@/lib/route-params';
import { type PageMeta, titleMeta, usePageMeta } from '@/lib/seo/page-meta';
import { Crumbs, type Crumb } from './crumbs';
import { NotFound, Page } from './page-frame';
import { PageLoader } from './page-loader';
import { QueryError } from './query-error';

interface Titled {
  title: string;
}

export interface DetailPageProps<Item extends Titled, Key extends QueryKey> {
  /** The query of the item the route's id names. */
  query: (id: number) => UseQueryOptions<Item, Error, Item, Key>;
  testId: string;
  /** The heading of the failed load, above the server's reason and 'Повторить'. */
  loadErrorTitle: string;
  /** The breadcrumbs from the home page up to the item; its title ends them once loaded. */
  trail?: Crumb[];
  /** Shows the item's title as the page heading (otherwise the content shows it). */
  titleAsHeading?: boolean;
  /** Anything above the content, e.g. a way back. */
  before?: ReactNode;
  /** What the document's head says of the loaded item (keep it stable); its title by default. */
  meta?: (item: Item) => PageMeta;
  children: (item: Item) => ReactNode;
}

/**
 * The page of one item addressed by the route's id: the not-found page for an id that is not a
 * positive integer or that the API answers with 404 (with 'На главную'), a spinner while loading,
 * the load error with the server's reason and a retry, then the item (rendered in slices when it
 * arrives: lib/deferred-data.ts).
 */
export function DetailPage<Item extends Titled, Key extends QueryKey>(
  props: DetailPageProps<Item, Key>,
) {
  const id = useIdParam();
  if (id === null) return <NotFound />;
  return <DetailScreen {...props} id={id} />;
}

function DetailScreen<Item extends Titled, Key extends QueryKey>({
  id,
  query,
  testId,
  loadErrorTitle,
  trail,
  titleAsHeading = false,
  before,
  meta = titleMeta,
  children,
}: DetailPageProps<Item, Key> & { id: number }) {
  const { t } = useTranslation('common');
  const item = useQuery(query(id));
  const loaded = useDeferredData(item.data);
  usePageMeta(useMemo(() => (item.data ? meta(item.data) : null), [item.data, meta]));
  // The first screen the server prerendered for this item (a course's, a kit's) goes as the item
  // or its error shows: the loader between them stays under it.
  useBootShellGone('page', Boolean(loaded.data) || item.isError);
  if (item.isError && isNotFound(item.error)) return <NotFound />;
  const crumbs = trail && loaded.data ? [...trail, { label: loaded.data.title }] : trail;
  return (
    <Page
      title={titleAsHeading ? loaded.data?.title : undefined}
      testId={testId}
      before={
        <>
          {crumbs ? <Crumbs trail={crumbs} /> : null}
          {before}
        </>
      }
    >
      {item.isPending || loaded.rendering ? <PageLoader label={t('loading')} /> : null}
      {/* Nothing else heads the page while the item is missing. */}
      {item.isError ? <QueryError title={loadErrorTitle} query={item} level="h1" /> : null}
      {loaded.data ? children(loaded.data) : null}
    </Page>
  );
}
