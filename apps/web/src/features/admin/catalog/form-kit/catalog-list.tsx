import type { ReactNode } from 'react';
import { Badge, Button, Link, Text } from '@chakra-ui/react';
import { Table } from '../../shared/chakra';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@/lib/format';
import { AdminListFrame } from '../../shared/admin-list-frame';
import { AdminTable } from '../../shared/admin-table';
import { SearchFilter } from '../../shared/search-filter';
import { SelectField } from '../../shared/select-field';
import type { PageEnvelope } from '../../shared/pagination';
import { useAdminMutation } from '../../shared/use-admin-mutation';
import { useUrlFilters } from '../../shared/use-url-filters';
import { adminCatalogKeys, type AdminListParams } from '../query-keys';
import { MoveButtons } from './move-buttons';
import { readStatus } from './status-filter';
import { useDragOrder } from './use-drag-order';
import { useSavedOrder } from './use-saved-order';

/**
 * The whole catalog on one page (the API's maximum), so the order can be changed across it: the
 * shop has dozens of courses, not thousands.
 */
export const CATALOG_PAGE_SIZE = 100;

export interface CatalogItem {
  id: number;
  title: string;
  is_active: boolean;
  final_price: number;
}

export interface CatalogColumn<Item> {
  header: string;
  cell: (item: Item) => ReactNode;
}

export interface CatalogListProps<Data extends PageEnvelope, Item extends CatalogItem> {
  area: 'videocourses' | 'kits';
  filters: CatalogFilters;
  /** The list loaded with `filters.params`. */
  query: UseQueryResult<Data>;
  items: (data: Data) => Item[];
  /** Saves the new order of every item (POST …/sort). */
  sort: (ids: number[]) => Promise<unknown>;
  createPath: string;
  editPath: (id: number) => string;
  /** Where the title links to; the edit form for items without an admin page of their own. */
  itemPath?: (id: number) => string;
  /** Columns between the title and the price. */
  columns?: CatalogColumn<Item>[];
}

export type CatalogFilters = ReturnType<typeof useCatalogFilters>;

/** The list's search, status and page from the URL, and the request's parameters they make. */
export function useCatalogFilters() {
  const url = useUrlFilters(['search', 'status']);
  const status = readStatus(url.filters.status);
  const params: AdminListParams = {
    page: url.page,
    perPage: CATALOG_PAGE_SIZE,
    search: url.filters.search,
    status,
  };
  return { ...url, status, params };
}

/**
 * The course and kit lists: title search and the active filter in the URL, and the order, which
 * the admin changes by dragging a row or with 'Выше' / 'Ниже' — only when the whole list is shown.
 */
export function CatalogList<Data extends PageEnvelope, Item extends CatalogItem>({
  area,
  filters: { filters, status, page, setFilters, setPage, reset, filtered },
  query,
  items,
  sort,
  createPath,
  editPath,
  itemPath = editPath,
  columns = [],
}: CatalogListProps<Data, Item>) {
  const { t } = useTranslation('admin-catalog');
  const { t: tCommon } = useTranslation('common');
  // Courses and kits are both sold: each list ends its own columns with the final price.
  const shown: CatalogColumn<Item>[] = [
    ...columns,
    {
      header: t(`${area}.columns.price`),
      cell: (item) => t('money.rub', { amount: formatPrice(item.final_price) }),
    },
  ];
  const save = useAdminMutation({
    mutationFn: sort,
    success: t('order.saved'),
    invalidate: [adminCatalogKeys.catalog],
  });
  const loaded = query.data ? items(query.data) : undefined;
  const { rows, move } = useSavedOrder(loaded, save.mutateAsync);
  const sortable =
    !filtered && page === 1 && query.data !== undefined && query.data.total <= rows.length;
  const { rowProps } = useDragOrder(move, sortable);

  return (
    <AdminListFrame
      title={t(`${area}.title`)}
      testId={`admin-${area}`}
      action={{ to: createPath, label: t(`${area}.add`) }}
      query={query}
      items={() => rows}
      filtered={filtered}
      onResetFilters={reset}
      onPageChange={setPage}
      loadErrorTitle={t(`${area}.loadError`)}
      emptyText={filtered ? undefined : t(`${area}.empty`)}
      filters={
        <>
          <SearchFilter
            label={t(`${area}.search`)}
            value={filters.search}
            onChange={(search) => setFilters({ search })}
            testId={`admin-${area}-search`}
          />
          <SelectField
            label={t('status.label')}
            value={status}
            onChange={(event) => setFilters({ status: event.target.value })}
            emptyOption={t('status.all')}
            options={[
              { value: 'active', label: t('status.active') },
              { value: 'inactive', label: t('status.inactive') },
            ]}
            testId={`admin-${area}-status`}
          />
        </>
      }
      summary={() => (
        <Text fontSize="sm" color="fg.muted" data-testid={`admin-${area}-order-hint`}>
          {t(sortable ? 'order.drag' : 'order.filtered')}
        </Text>
      )}
    >
      {(list) => (
        <AdminTable
          label={t(`${area}.title`)}
          testId={`admin-${area}-table`}
          columns={[
            t('order.column'),
            t(`${area}.columns.title`),
            ...shown.map((column) => column.header),
            t(`${area}.columns.status`),
            tCommon('admin.list.actions'),
          ]}
        >
          {list.map((item, index) => (
            <Table.Row
              key={item.id}
              data-testid={`admin-${area}-row-${item.id}`}
              {...rowProps(index)}
              css={{ '&[data-drag-over]': { outline: '2px dashed', outlineColor: 'brand.solid' } }}
            >
              <Table.Cell>
                {sortable ? (
                  <MoveButtons
                    name={item.title}
                    index={index}
                    count={list.length}
                    onMove={move}
                    testId={`admin-${area}-move-${item.id}`}
                  />
                ) : (
                  <Text color="fg.muted">{index + 1}</Text>
                )}
              </Table.Cell>
              <Table.Cell minW="14rem">
                <Link asChild colorPalette="brand" fontWeight="medium">
                  <RouterLink to={itemPath(item.id)}>{item.title}</RouterLink>
                </Link>
              </Table.Cell>
              {shown.map((column) => (
                <Table.Cell key={column.header}>{column.cell(item)}</Table.Cell>
              ))}
              <Table.Cell>
                <Badge colorPalette={item.is_active ? 'green' : 'gray'}>
                  {t(item.is_active ? 'status.activeBadge' : 'status.inactiveBadge')}
                </Badge>
              </Table.Cell>
              <Table.Cell>
                <Button asChild size="xs" variant="outline">
                  <RouterLink
                    to={editPath(item.id)}
                    aria-label={t('actions.editItem', { name: item.title })}
                  >
                    {t('actions.edit')}
                  </RouterLink>
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </AdminTable>
      )}
    </AdminListFrame>
  );
}
