import { Badge } from '@chakra-ui/react';
import { Table } from '../../shared/chakra';
import { useTranslation } from 'react-i18next';
import { QueryList } from '@/components/ui/query-list';
import { EmptyList } from '@/components/ui/page-frame';
import { paths } from '@/config/paths';
import { formatPrice } from '@/lib/format';
import { AdminTable } from '../../shared/admin-table';
import { useAdminSchools } from '../api/get-schools';
import { useAdminTariffs } from '../api/get-tariffs';
import type { School } from '../schemas';
import { SchoolPage } from './school-page';
import { TariffEditDialog } from './tariff-edit-dialog';
import { PageHeading } from './page-heading';

/** /admin/school/tariffs: every tariff, inactive included, each editable in a dialog. */
export function TariffsPage() {
  const { t } = useTranslation('admin-school');
  const tariffs = useAdminTariffs();
  const schools = useAdminSchools();
  const schoolList: School[] = schools.data ?? [];
  const schoolTitle = (id: number) => schoolList.find((school) => school.id === id)?.title ?? id;
  return (
    <SchoolPage
      trail={[
        { label: t('crumbs.school'), to: paths.admin.school },
        { label: t('crumbs.tariffs') },
      ]}
      testId="admin-tariffs-page"
    >
      <PageHeading
        title={t('tariffs.title')}
        action={{ to: paths.admin.tariffCreate, label: t('tariffs.create') }}
        testId="admin-tariffs"
      />
      <QueryList
        query={tariffs}
        loadErrorTitle={t('tariffs.loadError')}
        empty={<EmptyList text={t('tariffs.empty')} />}
      >
        {(rows) => (
          <AdminTable
            label={t('tariffs.table')}
            testId="admin-tariffs-table"
            columns={[
              t('columns.name'),
              t('columns.school'),
              t('columns.period'),
              t('columns.price'),
              t('columns.priceAzn'),
              t('columns.active'),
              t('columns.actions'),
            ]}
          >
            {rows.map((tariff) => (
              <Table.Row key={tariff.id} data-testid={`admin-tariff-${tariff.id}`}>
                <Table.Cell minW="12rem">{tariff.name}</Table.Cell>
                <Table.Cell>{schoolTitle(tariff.school_id)}</Table.Cell>
                <Table.Cell>{tariff.period_days}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatPrice(tariff.price)}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatPrice(tariff.price_azn)}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={tariff.is_active ? 'green' : 'gray'}>
                    {t(tariff.is_active ? 'tariffs.yes' : 'tariffs.no')}
                  </Badge>
                </Table.Cell>
                <Table.Cell>
                  <TariffEditDialog tariff={tariff} schools={schoolList} />
                </Table.Cell>
              </Table.Row>
            ))}
          </AdminTable>
        )}
      </QueryList>
    </SchoolPage>
  );
}
