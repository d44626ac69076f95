import { Button, HStack, Stack } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/ui/form-error';
import { useServerMessage } from '../../shared/use-server-message';
import { TextareaField } from '../../shared/textarea-field';
import { schoolRequests } from '../api/requests';
import { useSchoolMutation } from '../api/use-school-mutation';
import {
  COMMENT_MAX,
  reviewFormSchema,
  reviewToBody,
  type ReviewFormValues,
  type Verdict,
} from '../forms/review-form-schema';
import { useFieldError } from './use-field-error';

/**
 * The verdict on an attempt under review: a comment for the learner and 'Задание выполнено' or
 * 'Провалено'. A failed attempt needs a comment, so the learner knows what to fix. The comment
 * runs to lines, so Enter in it is a new line and the verdict is a button press.
 */
export function ReviewForm({ attemptId }: { attemptId: number }) {
  const { t } = useTranslation('admin-school');
  const fieldError = useFieldError();
  const toMessage = useServerMessage();
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<ReviewFormValues>({
    mode: 'onTouched',
    resolver: zodResolver(reviewFormSchema),
    defaultValues: { verdict: 'finished', comment: '' },
  });
  const change = useSchoolMutation({
    mutationFn: schoolRequests.changeAttempt,
    success: (_answer, variables) =>
      t(variables.body.status === 'failed' ? 'attempts.failed' : 'attempts.finished'),
    errorToast: false,
  });
  const pendingVerdict = change.isPending ? change.variables?.body.status : undefined;

  const onSubmit = handleSubmit((values) => {
    if (change.isPending) return;
    change.mutate({ id: attemptId, body: reviewToBody(values) });
  });
  // The verdict is the button pressed; the comment's rule depends on it.
  const submitAs = (verdict: Verdict) => {
    setValue('verdict', verdict);
    void onSubmit();
  };

  return (
    <form noValidate onSubmit={onSubmit} data-testid={`review-form-${attemptId}`}>
      <Stack gap={4}>
        <TextareaField
          label={t('attempts.comment')}
          rows={3}
          maxLength={COMMENT_MAX}
          helperText={t('attempts.commentHint')}
          error={fieldError(errors.comment?.message)}
          testId={`review-comment-${attemptId}`}
          {...register('comment')}
        />
        <FormError message={toMessage(change.error)} testId={`review-error-${attemptId}`} />
        <HStack gap={3} wrap="wrap">
          <Button
            colorPalette="green"
            loading={pendingVerdict === 'finished'}
            disabled={change.isPending}
            onClick={() => submitAs('finished')}
            data-testid={`review-finish-${attemptId}`}
          >
            {t('attempts.finish')}
          </Button>
          <Button
            colorPalette="red"
            variant="outline"
            loading={pendingVerdict === 'failed'}
            disabled={change.isPending}
            onClick={() => submitAs('failed')}
            data-testid={`review-fail-${attemptId}`}
          >
            {t('attempts.fail')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
