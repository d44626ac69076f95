import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '../../shared/textarea-field';
import { lessonFormSchema, type LessonFormValues } from '../forms/lesson-form-schema';
import { SchoolForm } from './school-form';
import { useSchoolForm, type SchoolFormProps } from './use-school-form';

/** A lesson: title, text and video link. */
export function LessonForm(props: SchoolFormProps<LessonFormValues>) {
  const { t } = useTranslation('admin-school');
  const { field, frame } = useSchoolForm(lessonFormSchema, props);
  return (
    <SchoolForm {...frame}>
      <TextField label={t('lessonForm.title')} required {...field('title', 'title')} />
      <TextField
        label={t('lessonForm.videoUrl')}
        inputMode="url"
        helperText={t('lessonForm.videoUrlHint')}
        {...field('video_url', 'video')}
      />
      <TextareaField label={t('lessonForm.text')} rows={6} {...field('text', 'text')} />
    </SchoolForm>
  );
}
