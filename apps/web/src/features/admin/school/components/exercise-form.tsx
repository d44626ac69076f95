import { SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import { SelectField } from '../../shared/select-field';
import { TextareaField } from '../../shared/textarea-field';
import { exerciseFormSchema, type ExerciseFormValues } from '../forms/exercise-form-schema';
import type { School } from '../schemas';
import { ActivateAtField } from './activate-at-field';
import { SchoolForm } from './school-form';
import { useSchoolForm, type SchoolFormProps } from './use-school-form';

interface ExerciseFormProps extends SchoolFormProps<ExerciseFormValues> {
  schools: School[];
}

/** An exercise: school, title, description, links, video links, properties, opening time, place. */
export function ExerciseForm({ schools, ...props }: ExerciseFormProps) {
  const { t } = useTranslation('admin-school');
  const {
    form: {
      register,
      formState: { errors },
    },
    fieldError,
    frame,
  } = useSchoolForm(exerciseFormSchema, props);
  const { defaultValues, testId } = props;
  return (
    <SchoolForm {...frame}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
        <SelectField
          label={t('exerciseForm.school')}
          options={schools.map((school) => ({ value: String(school.id), label: school.title }))}
          emptyOption={t('exerciseForm.schoolPlaceholder')}
          error={fieldError(errors.school_id?.message)}
          required
          // React selects the starting option on mount; register() alone sets it through the
          // ref, which a DOM without the options yet ignores.
          defaultValue={defaultValues.school_id}
          testId={`${testId}-school`}
          {...register('school_id')}
        />
        <TextField
          label={t('exerciseForm.sort')}
          inputMode="numeric"
          helperText={t('exerciseForm.sortHint')}
          error={fieldError(errors.sort?.message)}
          testId={`${testId}-sort`}
          {...register('sort')}
        />
      </SimpleGrid>
      <TextField
        label={t('exerciseForm.title')}
        error={fieldError(errors.title?.message)}
        required
        testId={`${testId}-title`}
        {...register('title')}
      />
      <TextareaField
        label={t('exerciseForm.description')}
        rows={4}
        error={fieldError(errors.description?.message)}
        testId={`${testId}-description`}
        {...register('description')}
      />
      <TextField
        label={t('exerciseForm.url')}
        inputMode="url"
        helperText={t('exerciseForm.urlHint')}
        error={fieldError(errors.url?.message)}
        testId={`${testId}-url`}
        {...register('url')}
      />
      <TextareaField
        label={t('exerciseForm.videoUrls')}
        rows={3}
        helperText={t('exerciseForm.videoUrlsHint')}
        error={fieldError(errors.video_urls?.message)}
        testId={`${testId}-videos`}
        {...register('video_urls')}
      />
      <TextareaField
        label={t('exerciseForm.properties')}
        rows={3}
        spellCheck={false}
        helperText={t('exerciseForm.propertiesHint')}
        error={fieldError(errors.properties?.message)}
        testId={`${testId}-properties`}
        {...register('properties')}
      />
      <ActivateAtField
        error={fieldError(errors.activate_at?.message)}
        testId={`${testId}-activate-at`}
        {...register('activate_at')}
      />
    </SchoolForm>
  );
}
