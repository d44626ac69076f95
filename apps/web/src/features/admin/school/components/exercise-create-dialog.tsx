import { Button } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { schoolRequests } from '../api/requests';
import { useSchoolMutation } from '../api/use-school-mutation';
import { emptyExerciseForm, exerciseFormToBody } from '../forms/exercise-form-schema';
import type { School } from '../schemas';
import { ExerciseForm } from './exercise-form';
import { FormDialog } from './form-dialog';

interface ExerciseCreateDialogProps {
  schools: School[];
  /** The school picked in the list's filter, preselected. */
  schoolId: number | undefined;
}

/** 'Создать задание': the exercise form in a dialog; the new exercise's page opens after saving. */
export function ExerciseCreateDialog({ schools, schoolId }: ExerciseCreateDialogProps) {
  const { t } = useTranslation('admin-school');
  const navigate = useNavigate();
  const create = useSchoolMutation({
    mutationFn: schoolRequests.createExercise,
    success: t('exercises.created'),
    errorToast: false,
    onSuccess: (answer) => navigate(paths.admin.exercise(answer.exercise.id)),
  });
  const preselected = schoolId ?? (schools.length === 1 ? schools[0]?.id : undefined);
  return (
    <FormDialog
      title={t('exercises.createTitle')}
      testId="admin-exercise-create"
      trigger={
        <Button colorPalette="brand" data-testid="admin-exercise-create-open">
          {t('exercises.create')}
        </Button>
      }
    >
      {() => (
        <ExerciseForm
          defaultValues={emptyExerciseForm(preselected)}
          schools={schools}
          pending={create.isPending}
          error={create.error}
          submitLabel={t('exerciseForm.submitCreate')}
          testId="exercise-form"
          onSubmit={(values) => create.mutate(exerciseFormToBody(values))}
        />
      )}
    </FormDialog>
  );
}
