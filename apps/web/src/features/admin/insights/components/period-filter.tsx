import { Field, Input } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

interface PeriodFilterProps {
  from: string;
  to: string;
  onChange: (changes: { from?: string; to?: string }) => void;
}

/** 'С' and 'По' date filters of a list; each day is taken whole. */
export function PeriodFilter({ from, to, onChange }: PeriodFilterProps) {
  const { t } = useTranslation('admin-insights');
  return (
    <>
      <Field.Root width="auto">
        <Field.Label>{t('period.from')}</Field.Label>
        <Input
          type="date"
          value={from}
          max={to || undefined}
          onChange={(event) => onChange({ from: event.target.value })}
          data-testid="filter-from"
        />
      </Field.Root>
      <Field.Root width="auto">
        <Field.Label>{t('period.to')}</Field.Label>
        <Input
          type="date"
          value={to}
          min={from || undefined}
          onChange={(event) => onChange({ to: event.target.value })}
          data-testid="filter-to"
        />
      </Field.Root>
    </>
  );
}
