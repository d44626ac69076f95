import { SimpleGrid, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import { SelectField } from '../../shared/select-field';
import { TextareaField } from '../../shared/textarea-field';
import type { KitBody } from '../api/kits';
import { ActiveField, CatalogForm } from '../form-kit/catalog-form';
import { PriceFields } from '../form-kit/price-fields';
import { TitleField } from '../form-kit/title-field';
import { useCatalogForm, type CatalogFormPageProps } from '../form-kit/use-catalog-form';
import type { AdminKit } from '../schemas';
import { kitFormRules, PSYCHOTHERAPIST_MARK } from './kit-form-rules';
import { KitWebinarsField } from './kit-webinars-field';

interface KitFormProps extends CatalogFormPageProps<KitBody> {
  kit: AdminKit | null;
}

/** A kit: title, description, mark, its courses in order, image, prices, position. */
export function KitForm({ kit, ...page }: KitFormProps) {
  const { t } = useTranslation('admin-catalog');
  const { form, fieldError, frame } = useCatalogForm(kitFormRules, kit, page);
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <CatalogForm {...frame} testId="kit-form">
      {(imageField) => (
        <>
          <Stack gap={4}>
            <TitleField testId="kit-title" />
            <TextareaField
              label={t('fields.description')}
              rows={5}
              helperText={t('help.kitDescription')}
              testId="kit-description"
              {...register('description')}
            />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
              <SelectField
                label={t('fields.mark_id')}
                options={[{ value: PSYCHOTHERAPIST_MARK, label: t('kits.mark.psychotherapist') }]}
                emptyOption={t('kits.mark.none')}
                helperText={t('kits.mark.help')}
                testId="kit-mark_id"
                // Set here as well: a registered select is not always given its default option.
                defaultValue={form.formState.defaultValues?.mark_id}
                {...register('mark_id')}
              />
              <TextField
                label={t('fields.sort')}
                inputMode="numeric"
                helperText={t('help.sort')}
                error={fieldError(errors.sort?.message)}
                testId="kit-sort"
                {...register('sort')}
              />
            </SimpleGrid>
            <ActiveField testId="kit-is_active" />
          </Stack>
          <KitWebinarsField />
          {imageField}
          <PriceFields testId="kit" />
        </>
      )}
    </CatalogForm>
  );
}
