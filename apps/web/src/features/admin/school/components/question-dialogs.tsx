import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Question } from '@/lib/school-schema';
import { schoolRequests } from '../api/requests';
import { useSchoolMutation } from '../api/use-school-mutation';
import { FormDialog } from './form-dialog';
import { QuestionForm } from './question-form';

/** 'Добавить вопрос': a new question after the lesson's others. */
export function QuestionCreateDialog({
  exerciseId,
  lessonId,
}: {
  exerciseId: number;
  lessonId: number;
}) {
  const { t } = useTranslation('admin-school');
  const create = useSchoolMutation({
    mutationFn: schoolRequests.createQuestion,
    success: t('questions.created'),
    errorToast: false,
  });
  return (
    <FormDialog
      title={t('questions.createTitle')}
      testId="admin-question-create"
      trigger={
        <Button colorPalette="brand" data-testid="admin-question-create-open">
          {t('questions.create')}
        </Button>
      }
    >
      {(close) => (
        <QuestionForm
          defaultValues={{ text: '' }}
          pending={create.isPending}
          error={create.error}
          submitLabel={t('questionForm.submitCreate')}
          testId="question-form"
          onSubmit={(values) =>
            create.mutate(
              { exerciseId, body: { text: values.text, lesson_id: lessonId } },
              { onSuccess: close },
            )
          }
        />
      )}
    </FormDialog>
  );
}

/** 'Изменить' in a question's row; `number` is its place in the lesson. */
export function QuestionEditDialog({ question, number }: { question: Question; number: number }) {
  const { t } = useTranslation('admin-school');
  const update = useSchoolMutation({
    mutationFn: schoolRequests.updateQuestion,
    success: t('questions.saved'),
    errorToast: false,
  });
  return (
    <FormDialog
      title={t('questions.editTitle', { number })}
      testId={`admin-question-edit-${question.id}`}
      trigger={
        <Button
          size="xs"
          variant="outline"
          aria-label={t('questions.editLabel', { number })}
          data-testid={`admin-question-edit-${question.id}-open`}
        >
          {t('questions.edit')}
        </Button>
      }
    >
      {(close) => (
        <QuestionForm
          defaultValues={{ text: question.text }}
          pending={update.isPending}
          error={update.error}
          submitLabel={t('questionForm.submitSave')}
          testId="question-form"
          onSubmit={(values) =>
            update.mutate({ id: question.id, body: { text: values.text } }, { onSuccess: close })
          }
        />
      )}
    </FormDialog>
  );
}
