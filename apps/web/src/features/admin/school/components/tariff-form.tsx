import { Checkbox, SimpleGrid } from '@chakra-ui/react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import { SelectField } from '../../shared/select-field';
import { tariffFormSchema, type TariffFormValues } from '../forms/tariff-form-schema';
import type { School } from '../schemas';
import { SchoolForm } from './school-form';
import { useSchoolForm, type SchoolFormProps } from './use-school-form';

interface TariffFormProps extends SchoolFormProps<TariffFormValues> {
  schools: School[];
  /** Editing: a tariff stays in its school. */
  schoolFixed?: boolean;
}

/** A school tariff: school, name, period in days, prices in roubles and manats, on sale or not. */
export function TariffForm({ schools, schoolFixed = false, ...props }: TariffFormProps) {
  const { t } = useTranslation('admin-school');
  const {
    form: {
      register,
      control,
      formState: { errors },
    },
    fieldError,
    frame,
  } = useSchoolForm(tariffFormSchema, props);
  const { defaultValues, testId } = props;
  return (
    <SchoolForm {...frame}>
      {schoolFixed ? (
        <TextField
          label={t('tariffForm.school')}
          value={schools.find((school) => String(school.id) === defaultValues.school_id)?.title}
          helperText={t('tariffForm.schoolFixed')}
          readOnly
          testId={`${testId}-school`}
        />
      ) : (
        <SelectField
          label={t('tariffForm.school')}
          options={schools.map((school) => ({ value: String(school.id), label: school.title }))}
          emptyOption={t('tariffForm.schoolPlaceholder')}
          error={fieldError(errors.school_id?.message)}
          required
          // React selects the starting option on mount; register() alone sets it through the
          // ref, which a DOM without the options yet ignores.
          defaultValue={defaultValues.school_id}
          testId={`${testId}-school`}
          {...register('school_id')}
        />
      )}
      <TextField
        label={t('tariffForm.name')}
        error={fieldError(errors.name?.message)}
        required
        testId={`${testId}-name`}
        {...register('name')}
      />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap={4}>
        <TextField
          label={t('tariffForm.periodDays')}
          inputMode="numeric"
          error={fieldError(errors.period_days?.message)}
          required
          testId={`${testId}-period`}
          {...register('period_days')}
        />
        <TextField
          label={t('tariffForm.price')}
          inputMode="decimal"
          error={fieldError(errors.price?.message)}
          required
          testId={`${testId}-price`}
          {...register('price')}
        />
        <TextField
          label={t('tariffForm.priceAzn')}
          inputMode="decimal"
          error={fieldError(errors.price_azn?.message)}
          required
          testId={`${testId}-price-azn`}
          {...register('price_azn')}
        />
      </SimpleGrid>
      <Controller
        control={control}
        name="is_active"
        render={({ field }) => (
          <Checkbox.Root
            checked={field.value}
            onCheckedChange={(details) => field.onChange(details.checked === true)}
            data-testid={`${testId}-active`}
          >
            <Checkbox.HiddenInput name={field.name} ref={field.ref} onBlur={field.onBlur} />
            <Checkbox.Control />
            <Checkbox.Label>{t('tariffForm.isActive')}</Checkbox.Label>
          </Checkbox.Root>
        )}
      />
    </SchoolForm>
  );
}
