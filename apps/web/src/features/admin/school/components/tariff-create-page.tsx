import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { paths } from '@/config/paths';
import { useAdminSchools } from '../api/get-schools';
import { schoolRequests } from '../api/requests';
import { useSchoolMutation } from '../api/use-school-mutation';
import { emptyTariffForm, tariffFormToCreate } from '../forms/tariff-form-schema';
import { SchoolPage } from './school-page';
import { TariffForm } from './tariff-form';

/** /admin/school/tariffs/create: a new tariff; the only school is picked for the admin. */
export function TariffCreatePage() {
  const { t } = useTranslation('admin-school');
  const { t: tCommon } = useTranslation('common');
  const navigate = useNavigate();
  const schools = useAdminSchools();
  const create = useSchoolMutation({
    mutationFn: schoolRequests.createTariff,
    success: t('tariffs.created'),
    errorToast: false,
    onSuccess: () => navigate(paths.admin.tariffs),
  });
  const only = schools.data?.length === 1 ? schools.data[0]?.id : undefined;
  return (
    <SchoolPage
      trail={[
        { label: t('crumbs.school'), to: paths.admin.school },
        { label: t('crumbs.tariffs'), to: paths.admin.tariffs },
        { label: t('tariffs.createTitle') },
      ]}
      title={t('tariffs.createTitle')}
      testId="admin-tariff-create-page"
    >
      {schools.isPending ? <PageLoader label={tCommon('loading')} /> : null}
      {schools.isError ? (
        <QueryError title={t('tariffForm.schoolsLoadError')} query={schools} />
      ) : null}
      {schools.data ? (
        <TariffForm
          defaultValues={emptyTariffForm(only)}
          schools={schools.data}
          pending={create.isPending}
          error={create.error}
          submitLabel={t('tariffForm.submitCreate')}
          testId="tariff-form"
          onSubmit={(values) => create.mutate(tariffFormToCreate(values))}
        />
      ) : null}
    </SchoolPage>
  );
}
