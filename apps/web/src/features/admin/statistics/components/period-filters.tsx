import { Flex } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PeriodFilter } from '../../insights/components/period-filter';
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
      <PeriodFilter
        from={filters.from}
        to={filters.to}
        onChange={onChange}
        error={valid ? undefined : t('statistics.fromAfterTo')}
        testIdPrefix="statistics"
      />
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
