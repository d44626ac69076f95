import { Alert, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { startingAnswers, submissionState } from '../attempt-rules';
import type { UserExercise } from '../schemas';
import { AnswerForm } from './answer-form';

/**
 * The questions of an open exercise: the answer form while answers may be sent (first time, or
 * again after a failed attempt); otherwise why not (under review, or passed).
 */
export function AnswerSection({ exercise }: { exercise: UserExercise }) {
  const { t } = useTranslation('school');
  const { questions, attempts } = exercise;
  if (questions.length === 0) {
    return <Text color="fg.muted">{t('exercises.noQuestions')}</Text>;
  }
  const state = submissionState(attempts);
  if (state !== 'open') {
    return (
      <Alert.Root
        status={state === 'finished' ? 'success' : 'info'}
        variant="subtle"
        data-testid="submission-state"
      >
        <Alert.Indicator />
        <Alert.Title>{t(`submission.${state}`)}</Alert.Title>
      </Alert.Root>
    );
  }
  const retry = attempts.length > 0;
  return (
    <Stack gap={4}>
      <Heading as="h3" size="lg">
        {retry ? t('answerForm.retryTitle') : t('answerForm.title')}
      </Heading>
      {retry ? <Text color="fg.muted">{t('submission.failedHint')}</Text> : null}
      <AnswerForm
        // A changed set of questions (edited by an admin meanwhile) starts a fresh form.
        key={questions.map((question) => question.id).join()}
        exerciseId={exercise.id}
        questions={questions}
        lessons={exercise.lessons}
        initialAnswers={startingAnswers(attempts, questions)}
      />
    </Stack>
  );
}
