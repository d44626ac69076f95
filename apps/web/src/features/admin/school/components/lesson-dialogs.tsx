import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Lesson } from '@/lib/school-schema';
import { schoolRequests } from '../api/requests';
import { useSchoolMutation } from '../api/use-school-mutation';
import { emptyLessonForm, lessonFormToBody, lessonToForm } from '../forms/lesson-form-schema';
import { FormDialog } from './form-dialog';
import { LessonForm } from './lesson-form';

/** 'Добавить урок': a new lesson goes after the others. */
export function LessonCreateDialog({ exerciseId }: { exerciseId: number }) {
  const { t } = useTranslation('admin-school');
  const create = useSchoolMutation({
    mutationFn: schoolRequests.createLesson,
    success: t('lessons.created'),
    errorToast: false,
  });
  return (
    <FormDialog
      title={t('lessons.createTitle')}
      testId="admin-lesson-create"
      trigger={
        <Button colorPalette="brand" data-testid="admin-lesson-create-open">
          {t('lessons.create')}
        </Button>
      }
    >
      {(close) => (
        <LessonForm
          defaultValues={emptyLessonForm}
          pending={create.isPending}
          error={create.error}
          submitLabel={t('lessonForm.submitCreate')}
          testId="lesson-form"
          onSubmit={(values) =>
            create.mutate({ exerciseId, body: lessonFormToBody(values) }, { onSuccess: close })
          }
        />
      )}
    </FormDialog>
  );
}

/** 'Изменить' in a lesson's row. */
export function LessonEditDialog({ lesson }: { lesson: Lesson }) {
  const { t } = useTranslation('admin-school');
  const update = useSchoolMutation({
    mutationFn: schoolRequests.updateLesson,
    success: t('lessons.saved'),
    errorToast: false,
  });
  return (
    <FormDialog
      title={t('lessons.editTitle', { title: lesson.title })}
      testId={`admin-lesson-edit-${lesson.id}`}
      trigger={
        <Button
          size="xs"
          variant="outline"
          aria-label={t('lessons.editLabel', { title: lesson.title })}
          data-testid={`admin-lesson-edit-${lesson.id}-open`}
        >
          {t('lessons.edit')}
        </Button>
      }
    >
      {(close) => (
        <LessonForm
          defaultValues={lessonToForm(lesson)}
          pending={update.isPending}
          error={update.error}
          submitLabel={t('lessonForm.submitSave')}
          testId="lesson-form"
          onSubmit={(values) =>
            update.mutate({ id: lesson.id, body: lessonFormToBody(values) }, { onSuccess: close })
          }
        />
      )}
    </FormDialog>
  );
}
