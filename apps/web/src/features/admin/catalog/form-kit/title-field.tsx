import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import { useFieldError } from './use-field-error';

interface TitleValues {
  title: string;
}

/** 'Название', required, which every catalog form starts with. */
export function TitleField({ testId }: { testId: string }) {
  const { t } = useTranslation('admin-catalog');
  const fieldError = useFieldError();
  const {
    register,
    formState: { errors },
  } = useFormContext<TitleValues>();
  return (
    <TextField
      label={t('fields.title')}
      required
      helperText={t('help.title')}
      error={fieldError(errors.title?.message)}
      testId={testId}
      {...register('title')}
    />
  );
}
