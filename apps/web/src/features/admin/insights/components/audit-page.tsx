import { Text } from '@chakra-ui/react';
import { Code, Table } from '../../shared/chakra';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { AdminListFrame } from '../../shared/admin-list-frame';
import { AdminTable } from '../../shared/admin-table';
import { SearchFilter } from '../../shared/search-filter';
import { SelectField } from '../../shared/select-field';
import { useUrlFilters } from '../../shared/use-url-filters';
import { AUDIT_FILTERS, auditQuery, ENTITY_TYPES } from '../api/audit';
import type { AuditEntry } from '../schemas';
import { PeriodFilter } from './period-filter';
import { Page } from '@/components/ui/page-frame';

const COLUMNS = ['date', 'actor', 'action', 'entity', 'reason', 'details'] as const;

function EntryRow({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('admin-insights');
  const type = ENTITY_TYPES.find((known) => known === entry.entity_type);
  return (
    <Table.Row data-testid={`audit-${entry.id}`}>
      <Table.Cell whiteSpace="nowrap">{formatDateTime(entry.created_at)}</Table.Cell>
      <Table.Cell overflowWrap="anywhere">
        {entry.actor ? (
          <>
            {entry.actor.name ?? entry.actor.login}
            <Text fontSize="xs" color="fg.muted">
              {entry.actor.login} · №{entry.actor.id}
            </Text>
          </>
        ) : (
          t('audit.system')
        )}
      </Table.Cell>
      <Table.Cell>
        <Code fontSize="xs">{entry.action}</Code>
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">
        {t('audit.entity', {
          type: type ? t(`audit.entityTypes.${type}`) : entry.entity_type,
          id: entry.entity_id,
        })}
      </Table.Cell>
      <Table.Cell minW="10rem">{entry.reason ?? '—'}</Table.Cell>
      <Table.Cell minW="14rem">
        {Object.keys(entry.details).length ? (
          <Code display="block" whiteSpace="pre-wrap" overflowWrap="anywhere" fontSize="xs">
            {JSON.stringify(entry.details)}
          </Code>
        ) : (
          '—'
        )}
      </Table.Cell>
    </Table.Row>
  );
}

/** /admin/audit: who changed what and when, filtered by admin, object and period in the URL. */
export function AuditPage() {
  const { t } = useTranslation('admin-insights');
  const { t: tc } = useTranslation('common');
  const { filters, page, setFilters, setPage, reset, filtered } = useUrlFilters(AUDIT_FILTERS);
  const entries = useQuery(auditQuery(filters, page));
  return (
    <Page>
      <AdminListFrame
        title={t('audit.title')}
        testId="admin-audit"
        filters={
          <>
            <SearchFilter
              label={t('audit.filters.actorId')}
              value={filters.actor_id}
              inputMode="numeric"
              onChange={(actor_id) => setFilters({ actor_id })}
              testId="filter-actor-id"
            />
            <SelectField
              label={t('audit.filters.entityType')}
              emptyOption={tc('admin.any')}
              value={filters.entity_type}
              onChange={(event) => setFilters({ entity_type: event.target.value })}
              options={ENTITY_TYPES.map((value) => ({
                value,
                label: t(`audit.entityTypes.${value}`),
              }))}
              testId="filter-entity-type"
            />
            <SearchFilter
              label={t('audit.filters.entityId')}
              value={filters.entity_id}
              inputMode="numeric"
              onChange={(entity_id) => setFilters({ entity_id })}
              testId="filter-entity-id"
            />
            <PeriodFilter from={filters.from} to={filters.to} onChange={setFilters} />
          </>
        }
        query={entries}
        items={(data) => data.entries}
        filtered={filtered}
        onResetFilters={reset}
        onPageChange={setPage}
        loadErrorTitle={t('audit.loadError')}
        emptyText={filtered ? t('audit.emptyFiltered') : t('audit.empty')}
      >
        {(rows) => (
          <AdminTable
            label={t('audit.title')}
            columns={COLUMNS.map((column) => t(`audit.columns.${column}`))}
            testId="audit-table"
          >
            {rows.map((entry) => (
              <EntryRow key={entry.id} entry={entry} />
            ))}
          </AdminTable>
        )}
      </AdminListFrame>
    </Page>
  );
}
