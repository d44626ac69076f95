import { useState } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/ui/form-error';
import { Modal } from '@/components/ui/modal';
import { errorMessage } from '@/lib/api-error';
import { notify } from '@/lib/notify';
import { useDeleteAnswer } from '../api/delete-answer';

/** Deletes one of the learner's own answers of a reviewed attempt, after a confirmation. */
export function DeleteAnswerButton({ answerId, question }: { answerId: number; question: string }) {
  const { t } = useTranslation('school');
  const { t: tCommon } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const remove = useDeleteAnswer();

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next) remove.reset();
  };
  const confirm = () =>
    remove.mutate(answerId, {
      onSuccess: () => {
        setOpen(false);
        notify.success(t('attempts.deleted'));
      },
    });

  return (
    <>
      <Button
        variant="ghost"
        colorPalette="red"
        size="xs"
        mt={1}
        aria-label={t('attempts.deleteLabel', { question })}
        onClick={() => changeOpen(true)}
        data-testid={`delete-answer-${answerId}`}
      >
        {t('attempts.delete')}
      </Button>
      <Modal
        title={t('attempts.deleteTitle')}
        testId="delete-answer-dialog"
        role="alertdialog"
        open={open}
        onOpenChange={changeOpen}
        footer={
          <>
            <Button variant="outline" onClick={() => changeOpen(false)}>
              {tCommon('actions.cancel')}
            </Button>
            <Button
              colorPalette="red"
              onClick={confirm}
              loading={remove.isPending}
              data-testid="delete-answer-confirm"
            >
              {t('attempts.deleteConfirm')}
            </Button>
          </>
        }
      >
        <Stack gap={3}>
          <Text>{t('attempts.deleteText')}</Text>
          <FormError
            message={
              remove.error
                ? errorMessage(remove.error, {
                    generic: tCommon('errors.generic'),
                    unknown: tCommon('errors.unknown'),
                  })
                : null
            }
            testId="delete-answer-error"
          />
        </Stack>
      </Modal>
    </>
  );
}
