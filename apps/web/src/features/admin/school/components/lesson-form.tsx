import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '../../shared/textarea-field';
import { lessonFormSchema, type LessonFormValues } from '../forms/lesson-form-schema';
import { SchoolForm } from './school-form';
import { useSchoolForm, type SchoolFormProps } from './use-school-form';

type LessonFormProps = SchoolFormProps<LessonFormValues>;

/** A lesson: title, text and video link. */
export function LessonForm({ ...props }: LessonFormProps) {
  const { t } = useTranslation('admin-school');
  const {
    form: {
      register,
      formState: { errors },
    },
    fieldError,
    frame,
  } = useSchoolForm(lessonFormSchema, props);
  const { testId } = props;
  return (
    <SchoolForm {...frame}>
      <TextField
        label={t('lessonForm.title')}
        error={fieldError(errors.title?.message)}
        required
        testId={`${testId}-title`}
        {...register('title')}
      />
      <TextField
        label={t('lessonForm.videoUrl')}
        inputMode="url"
        helperText={t('lessonForm.videoUrlHint')}
        error={fieldError(errors.video_url?.message)}
        testId={`${testId}-video`}
        {...register('video_url')}
      />
      <TextareaField
        label={t('lessonForm.text')}
        rows={6}
        error={fieldError(errors.text?.message)}
        testId={`${testId}-text`}
        {...register('text')}
      />
    </SchoolForm>
  );
}
