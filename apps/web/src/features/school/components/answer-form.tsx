import type { KeyboardEvent } from 'react';
import { Button, Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/ui/form-error';
import { errorMessage } from '@/lib/api-error';
import { notify } from '@/lib/notify';
import { useSaveAnswers } from '../api/save-answers';
import {
  answerFormSchema,
  type AnswerFormValues,
  type AnswerMessageKey,
  type Lesson,
  type Question,
} from '../schemas';

interface AnswerFormProps {
  exerciseId: number;
  questions: Question[];
  lessons: Lesson[];
  /** One text per question: '' or the failed attempt's answer being corrected. */
  initialAnswers: string[];
}

/**
 * One answer per question, sent together as a new attempt. Answers run to paragraphs, so Enter
 * starts a new line and Ctrl+Enter (⌘+Enter) sends; the button is enabled from the start and an
 * incomplete form says what is missing.
 */
export function AnswerForm({ exerciseId, questions, lessons, initialAnswers }: AnswerFormProps) {
  const { t } = useTranslation('school');
  const { t: tCommon } = useTranslation('common');
  const save = useSaveAnswers();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AnswerFormValues>({
    resolver: zodResolver(answerFormSchema),
    defaultValues: { answers: initialAnswers },
  });
  const lessonTitles = new Map(lessons.map((lesson) => [lesson.id, lesson.title]));

  const onSubmit = handleSubmit((values) => {
    if (save.isPending) return;
    save.mutate(
      {
        exercise_id: exerciseId,
        answers: questions.map((question, index) => ({
          question_id: question.id,
          text: values.answers[index] ?? '',
        })),
      },
      { onSuccess: () => notify.success(t('answerForm.sent')) },
    );
  });

  const sendOnCtrlEnter = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // While an input method composes a word, Enter confirms the word, not the form.
    const withModifier = event.ctrlKey || event.metaKey;
    if (event.key !== 'Enter' || !withModifier || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void onSubmit();
  };

  return (
    <form onSubmit={onSubmit} noValidate data-testid={`answer-form-${exerciseId}`}>
      <Stack gap={5}>
        {questions.map((question, index) => {
          const error = errors.answers?.[index]?.message;
          const lessonTitle = question.lesson_id ? lessonTitles.get(question.lesson_id) : undefined;
          return (
            <Field.Root key={question.id} invalid={Boolean(error)} required>
              <Field.Label overflowWrap="anywhere" display="block">
                {t('answerForm.question', { number: index + 1, text: question.text })}
              </Field.Label>
              {lessonTitle ? (
                <Text fontSize="sm" color="fg.muted" mt={-1} overflowWrap="anywhere">
                  {t('answerForm.lessonRef', { title: lessonTitle })}
                </Text>
              ) : null}
              <Textarea
                rows={4}
                autoresize
                maxH="60vh"
                onKeyDown={sendOnCtrlEnter}
                data-testid={`answer-${question.id}`}
                {...register(`answers.${index}`)}
              />
              {error ? (
                <Field.ErrorText>{t(error as AnswerMessageKey)}</Field.ErrorText>
              ) : (
                <Field.HelperText>{t('answerForm.hint')}</Field.HelperText>
              )}
            </Field.Root>
          );
        })}
        <FormError
          message={
            save.error
              ? errorMessage(save.error, {
                  generic: tCommon('errors.generic'),
                  unknown: tCommon('errors.unknown'),
                  validation: tCommon('errors.serverValidation'),
                })
              : null
          }
          testId="answer-form-error"
        />
        <Button
          type="submit"
          colorPalette="brand"
          alignSelf="flex-start"
          loading={save.isPending}
          loadingText={t('answerForm.sending')}
          data-testid="answer-submit"
        >
          {t('answerForm.submit')}
        </Button>
      </Stack>
    </form>
  );
}
