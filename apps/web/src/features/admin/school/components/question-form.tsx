import { useTranslation } from 'react-i18next';
import { TextareaField } from '../../shared/textarea-field';
import { questionFormSchema, type QuestionFormValues } from '../forms/question-form-schema';
import { SchoolForm } from './school-form';
import { useSchoolForm, type SchoolFormProps } from './use-school-form';

/** A question's text. */
export function QuestionForm(props: SchoolFormProps<QuestionFormValues>) {
  const { t } = useTranslation('admin-school');
  const { field, frame } = useSchoolForm(questionFormSchema, props);
  return (
    <SchoolForm {...frame}>
      <TextareaField label={t('questionForm.text')} rows={4} required {...field('text', 'text')} />
    </SchoolForm>
  );
}
