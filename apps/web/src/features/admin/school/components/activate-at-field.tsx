import { forwardRef, useMemo, type InputHTMLAttributes } from 'react';
import { Field, Input } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { describeTimeZone } from '../forms/date-time';

interface ActivateAtFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'size' | 'type'
> {
  error?: string;
  testId: string;
}

/**
 * When learners may open the exercise: Chakra v3 has no date-time picker, so the browser's own
 * datetime-local input, in the admin's time zone, which the hint names (e.g. Europe/Moscow, UTC+03:00).
 */
export const ActivateAtField = forwardRef<HTMLInputElement, ActivateAtFieldProps>(
  function ActivateAtField({ error, testId, ...inputProps }, ref) {
    const { t } = useTranslation('admin-school');
    const zone = useMemo(() => describeTimeZone(), []);
    return (
      <Field.Root invalid={Boolean(error)} maxW={{ md: 'sm' }}>
        <Field.Label>{t('exerciseForm.activateAt')}</Field.Label>
        <Input ref={ref} type="datetime-local" step={60} data-testid={testId} {...inputProps} />
        {error ? (
          <Field.ErrorText>{error}</Field.ErrorText>
        ) : (
          <Field.HelperText>{t('exerciseForm.activateAtHint', { zone })}</Field.HelperText>
        )}
      </Field.Root>
    );
  },
);
