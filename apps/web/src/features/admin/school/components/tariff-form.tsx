import { Checkbox, SimpleGrid } from '@chakra-ui/react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import { tariffFormSchema, type TariffFormValues } from '../forms/tariff-form-schema';
import type { School } from '../schemas';
import { SchoolForm } from './school-form';
import { SchoolSelectField } from './school-select-field';
import { useSchoolForm, type SchoolFormProps } from './use-school-form';

interface TariffFormProps extends SchoolFormProps<TariffFormValues> {
  schools: School[];
  /** Editing: a tariff stays in its school. */
  schoolFixed?: boolean;
}

/** A school tariff: school, name, period in days, prices in roubles and manats, on sale or not. */
export function TariffForm({ schools, schoolFixed = false, ...props }: TariffFormProps) {
  const { t } = useTranslation('admin-school');
  const { form, field, frame } = useSchoolForm(tariffFormSchema, props);
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
        <SchoolSelectField
          label={t('tariffForm.school')}
          placeholder={t('tariffForm.schoolPlaceholder')}
          schools={schools}
          defaultValue={defaultValues.school_id}
          {...field('school_id', 'school')}
        />
      )}
      <TextField label={t('tariffForm.name')} required {...field('name', 'name')} />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap={4}>
        <TextField
          label={t('tariffForm.periodDays')}
          inputMode="numeric"
          required
          {...field('period_days', 'period')}
        />
        <TextField
          label={t('tariffForm.price')}
          inputMode="decimal"
          required
          {...field('price', 'price')}
        />
        <TextField
          label={t('tariffForm.priceAzn')}
          inputMode="decimal"
          required
          {...field('price_azn', 'price-azn')}
        />
      </SimpleGrid>
      <Controller
        control={form.control}
        name="is_active"
        render={({ field: active }) => (
          <Checkbox.Root
            checked={active.value}
            onCheckedChange={(details) => active.onChange(details.checked === true)}
            data-testid={`${testId}-active`}
          >
            <Checkbox.HiddenInput name={active.name} ref={active.ref} onBlur={active.onBlur} />
            <Checkbox.Control />
            <Checkbox.Label>{t('tariffForm.isActive')}</Checkbox.Label>
          </Checkbox.Root>
        )}
      />
    </SchoolForm>
  );
}
