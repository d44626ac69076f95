import { SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '../../shared/textarea-field';
import { exerciseFormSchema, type ExerciseFormValues } from '../forms/exercise-form-schema';
import type { School } from '../schemas';
import { ActivateAtField } from './activate-at-field';
import { SchoolForm } from './school-form';
import { SchoolSelectField } from './school-select-field';
import { useSchoolForm, type SchoolFormProps } from './use-school-form';

interface ExerciseFormProps extends SchoolFormProps<ExerciseFormValues> {
  schools: School[];
}

/** An exercise: school, title, description, links, video links, properties, opening time, place. */
export function ExerciseForm({ schools, ...props }: ExerciseFormProps) {
  const { t } = useTranslation('admin-school');
  const { field, frame } = useSchoolForm(exerciseFormSchema, props);
  return (
    <SchoolForm {...frame}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
        <SchoolSelectField
          label={t('exerciseForm.school')}
          placeholder={t('exerciseForm.schoolPlaceholder')}
          schools={schools}
          defaultValue={props.defaultValues.school_id}
          {...field('school_id', 'school')}
        />
        <TextField
          label={t('exerciseForm.sort')}
          inputMode="numeric"
          helperText={t('exerciseForm.sortHint')}
          {...field('sort', 'sort')}
        />
      </SimpleGrid>
      <TextField label={t('exerciseForm.title')} required {...field('title', 'title')} />
      <TextareaField
        label={t('exerciseForm.description')}
        rows={4}
        {...field('description', 'description')}
      />
      <TextField
        label={t('exerciseForm.url')}
        inputMode="url"
        helperText={t('exerciseForm.urlHint')}
        {...field('url', 'url')}
      />
      <TextareaField
        label={t('exerciseForm.videoUrls')}
        rows={3}
        helperText={t('exerciseForm.videoUrlsHint')}
        {...field('video_urls', 'videos')}
      />
      <TextareaField
        label={t('exerciseForm.properties')}
        rows={3}
        spellCheck={false}
        helperText={t('exerciseForm.propertiesHint')}
        {...field('properties', 'properties')}
      />
      <ActivateAtField {...field('activate_at', 'activate-at')} />
    </SchoolForm>
  );
}
