import { Field, Input } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

interface PeriodFilterProps {
  from: string;
  to: string;
  onChange: (changes: { from?: string; to?: string }) => void;
  /** Shown under 'По' (e.g. the period is backwards). */
  error?: string;
  /** The fields' test ids are `${testIdPrefix}-from` and `${testIdPrefix}-to`. */
  testIdPrefix?: string;
}

/** 'С' and 'По' date filters (payments, audit log, statistics); each day is taken whole. */
export function PeriodFilter({
  from,
  to,
  onChange,
  error,
  testIdPrefix = 'filter',
}: PeriodFilterProps) {
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
          data-testid={`${testIdPrefix}-from`}
        />
      </Field.Root>
      <Field.Root width="auto" invalid={Boolean(error)}>
        <Field.Label>{t('period.to')}</Field.Label>
        <Input
          type="date"
          value={to}
          min={from || undefined}
          onChange={(event) => onChange({ to: event.target.value })}
          data-testid={`${testIdPrefix}-to`}
        />
        {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
      </Field.Root>
    </>
  );
}
