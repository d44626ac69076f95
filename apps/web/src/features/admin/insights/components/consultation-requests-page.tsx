import { Badge, Button, Stack, Text } from '@chakra-ui/react';
import { Table } from '../../shared/chakra';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { AdminListFrame } from '../../shared/admin-list-frame';
import { AdminTable } from '../../shared/admin-table';
import { SelectField } from '../../shared/select-field';
import { useAdminMutation } from '../../shared/use-admin-mutation';
import { useUrlFilters } from '../../shared/use-url-filters';
import { consultationRequestsQuery, setConsultationDone } from '../api/consultation-requests';
import { insightsKeys } from '../query-keys';
import type { ConsultationRequest } from '../schemas';
import { Page } from '@/components/ui/page-frame';

const COLUMNS = ['date', 'name', 'contact', 'time', 'message', 'status'] as const;

function DoneToggle({ request }: { request: ConsultationRequest }) {
  const { t } = useTranslation('admin-insights');
  const done = request.done_at !== null;
  const toggle = useAdminMutation({
    mutationFn: () => setConsultationDone(request.id, !done),
    success: t(done ? 'consultations.reopened' : 'consultations.markedDone'),
    invalidate: [insightsKeys.consultations],
  });
  return (
    <Button
      size="xs"
      variant="outline"
      loading={toggle.isPending}
      onClick={() => toggle.mutate()}
      aria-label={t(done ? 'consultations.reopenLabel' : 'consultations.markDoneLabel', {
        name: request.name,
      })}
      data-testid={`toggle-${request.id}`}
    >
      {t(done ? 'consultations.reopen' : 'consultations.markDone')}
    </Button>
  );
}

function RequestRow({ request }: { request: ConsultationRequest }) {
  const { t } = useTranslation('admin-insights');
  return (
    <Table.Row data-testid={`request-${request.id}`}>
      <Table.Cell whiteSpace="nowrap">{formatDateTime(request.created_at)}</Table.Cell>
      <Table.Cell>
        {request.name}
        {request.user_id !== null ? (
          <Text fontSize="xs" color="fg.muted">
            {t('consultations.account', { id: request.user_id })}
          </Text>
        ) : null}
      </Table.Cell>
      <Table.Cell overflowWrap="anywhere">{request.contact}</Table.Cell>
      <Table.Cell>{request.preferred_time ?? '—'}</Table.Cell>
      <Table.Cell minW="14rem" whiteSpace="pre-wrap">
        {request.message ?? '—'}
      </Table.Cell>
      <Table.Cell>
        <Stack gap={2} align="flex-start">
          <Badge colorPalette={request.done_at ? 'green' : 'orange'}>
            {request.done_at
              ? t('consultations.doneAt', { date: formatDateTime(request.done_at) })
              : t('consultations.waiting')}
          </Badge>
          <DoneToggle request={request} />
        </Stack>
      </Table.Cell>
    </Table.Row>
  );
}

/** /admin/consultation-requests: requests newest first, with their contacts and a done mark. */
export function ConsultationRequestsPage() {
  const { t } = useTranslation('admin-insights');
  const { t: tc } = useTranslation('common');
  const { filters, page, setFilters, setPage, reset, filtered } = useUrlFilters(['done']);
  const requests = useQuery(consultationRequestsQuery(filters.done, page));
  return (
    <Page>
      <AdminListFrame
        title={t('consultations.title')}
        testId="admin-consultations"
        filters={
          <SelectField
            label={t('consultations.filters.status')}
            emptyOption={tc('admin.any')}
            value={filters.done}
            onChange={(event) => setFilters({ done: event.target.value })}
            options={[
              { value: 'false', label: t('consultations.filters.waiting') },
              { value: 'true', label: t('consultations.filters.done') },
            ]}
            testId="filter-done"
          />
        }
        query={requests}
        items={(data) => data.consultation_requests}
        filtered={filtered}
        onResetFilters={reset}
        onPageChange={setPage}
        loadErrorTitle={t('consultations.loadError')}
        emptyText={filtered ? t('consultations.emptyFiltered') : t('consultations.empty')}
      >
        {(rows) => (
          <AdminTable
            label={t('consultations.title')}
            columns={COLUMNS.map((column) => t(`consultations.columns.${column}`))}
            testId="consultations-table"
          >
            {rows.map((request) => (
              <RequestRow key={request.id} request={request} />
            ))}
          </AdminTable>
        )}
      </AdminListFrame>
    </Page>
  );
}
