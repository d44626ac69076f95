import { Field, Flex, Input } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../shared/select-field';
import { REVENUE_GROUPS } from '../schemas';
import type { StatisticsFilters } from '../query-keys';

interface PeriodFiltersProps {
  filters: StatisticsFilters;
  valid: boolean;
  onChange: (changes: Partial<Record<keyof StatisticsFilters, string>>) => void;
}

/** The period (first and last day, both included) and the bucket size, kept in the URL. */
export function PeriodFilters({ filters, valid, onChange }: PeriodFiltersProps) {
  const { t } = useTranslation('admin-insights');
  return (
    <Flex
      role="search"
      aria-label={t('statistics.filters')}
      gap={4}
      wrap="wrap"
      align="flex-start"
      data-testid="statistics-filters"
    >
      <Field.Root width="auto">
        <Field.Label>{t('statistics.from')}</Field.Label>
        <Input
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(event) => onChange({ from: event.target.value })}
          data-testid="statistics-from"
        />
      </Field.Root>
      <Field.Root width="auto" invalid={!valid}>
        <Field.Label>{t('statistics.to')}</Field.Label>
        <Input
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          onChange={(event) => onChange({ to: event.target.value })}
          data-testid="statistics-to"
        />
        {valid ? null : <Field.ErrorText>{t('statistics.fromAfterTo')}</Field.ErrorText>}
      </Field.Root>
      <SelectField
        label={t('statistics.group')}
        options={REVENUE_GROUPS.map((group) => ({
          value: group,
          label: t(`statistics.groups.${group}`),
        }))}
        value={filters.group}
        onChange={(event) => onChange({ group: event.target.value })}
        testId="statistics-group"
      />
    </Flex>
  );
}
