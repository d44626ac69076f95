import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { schoolRequests } from '../api/requests';
import { useSchoolMutation } from '../api/use-school-mutation';
import { tariffFormToUpdate, tariffToForm } from '../forms/tariff-form-schema';
import type { School, Tariff } from '../schemas';
import { FormDialog } from './form-dialog';
import { TariffForm } from './tariff-form';

/** 'Изменить' in a tariff's row: the tariff form in a dialog (POST …/tariffs/{id}/update). */
export function TariffEditDialog({ tariff, schools }: { tariff: Tariff; schools: School[] }) {
  const { t } = useTranslation('admin-school');
  const update = useSchoolMutation({
    mutationFn: schoolRequests.updateTariff,
    success: t('tariffs.saved'),
    errorToast: false,
  });
  return (
    <FormDialog
      title={t('tariffs.editTitle', { name: tariff.name })}
      testId={`admin-tariff-edit-${tariff.id}`}
      trigger={
        <Button
          size="sm"
          variant="outline"
          aria-label={t('tariffs.editLabel', { name: tariff.name })}
          data-testid={`admin-tariff-edit-${tariff.id}-open`}
        >
          {t('tariffs.edit')}
        </Button>
      }
    >
      {(close) => (
        <TariffForm
          defaultValues={tariffToForm(tariff)}
          schools={schools}
          schoolFixed
          pending={update.isPending}
          error={update.error}
          submitLabel={t('tariffForm.submitSave')}
          testId="tariff-form"
          onSubmit={(values) =>
            update.mutate({ id: tariff.id, body: tariffFormToUpdate(values) }, { onSuccess: close })
          }
        />
      )}
    </FormDialog>
  );
}
