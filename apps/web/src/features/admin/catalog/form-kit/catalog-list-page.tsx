import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { Page } from '@/components/ui/page-frame';
import type { PageEnvelope } from '../../shared/pagination';
import type { AdminListParams } from '../query-keys';
import {
  CatalogList,
  useCatalogFilters,
  type CatalogItem,
  type CatalogListProps,
} from './catalog-list';

type CatalogListPageProps<
  Data extends PageEnvelope,
  Item extends CatalogItem,
  Key extends QueryKey,
> = Omit<CatalogListProps<Data, Item>, 'filters' | 'query'> & {
  /** The list's request for the page, search and status in the URL. */
  listQuery: (params: AdminListParams) => UseQueryOptions<Data, Error, Data, Key>;
};

/** /admin/videocourses and /admin/kits: the list loaded with the filters the URL holds. */
export function CatalogListPage<
  Data extends PageEnvelope,
  Item extends CatalogItem,
  Key extends QueryKey,
>({ listQuery, ...list }: CatalogListPageProps<Data, Item, Key>) {
  const filters = useCatalogFilters();
  const query = useQuery(listQuery(filters.params));
  return (
    <Page>
      <CatalogList {...list} filters={filters} query={query} />
    </Page>
  );
}
