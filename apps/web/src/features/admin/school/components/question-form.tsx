import { useTranslation } from 'react-i18next';
import { TextareaField } from '../../shared/textarea-field';
import { questionFormSchema, type QuestionFormValues } from '../forms/question-form-schema';
import { SchoolForm } from './school-form';
import { useSchoolForm, type SchoolFormProps } from './use-school-form';

type QuestionFormProps = SchoolFormProps<QuestionFormValues>;

/** A question's text. */
export function QuestionForm({ ...props }: QuestionFormProps) {
  const { t } = useTranslation('admin-school');
  const {
    form: {
      register,
      formState: { errors },
    },
    fieldError,
    frame,
  } = useSchoolForm(questionFormSchema, props);
  const { testId } = props;
  return (
    <SchoolForm {...frame}>
      <TextareaField
        label={t('questionForm.text')}
        rows={4}
        error={fieldError(errors.text?.message)}
        required
        testId={`${testId}-text`}
        {...register('text')}
      />
    </SchoolForm>
  );
}
