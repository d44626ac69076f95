import { useState, type ReactElement, type ReactNode } from 'react';
import { Button, HStack, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';

export interface ConfirmDialogProps {
  /** The button that opens the question; focus returns to it on close. */
  trigger: ReactElement;
  title: string;
  /** What will happen, in a sentence. */
  children?: ReactNode;
  /** The confirm button's text, e.g. 'Отозвать'; 'Подтвердить' by default. */
  confirmLabel?: string;
  /**
   * Does the action. The dialog closes when it resolves; it stays open when it rejects (the
   * mutation's toast says why) or resolves `false` (e.g. a field inside is invalid).
   */
  onConfirm: () => Promise<unknown> | unknown;
  /** While true the confirm button spins and nothing can be pressed twice. */
  pending?: boolean;
  testId: string;
}

/**
 * A destructive action asks first. An alert dialog: the body and both buttons sit in one form, so
 * Enter in a field inside confirms; 'Отмена' is the first tab stop, so a stray Enter cancels.
 */
export function ConfirmDialog({
  trigger,
  title,
  children,
  confirmLabel,
  onConfirm,
  pending = false,
  testId,
}: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const formId = `${testId}-form`;

  const confirm = async () => {
    try {
      if ((await onConfirm()) !== false) setOpen(false);
    } catch {
      // Stays open: the mutation has already told the admin why.
    }
  };

  return (
    <Modal
      title={title}
      testId={testId}
      trigger={trigger}
      open={open}
      onOpenChange={setOpen}
      role="alertdialog"
      closable={false}
      footer={
        <HStack gap={3}>
          <Button variant="outline" onClick={() => setOpen(false)} data-testid={`${testId}-cancel`}>
            {t('admin.confirm.cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            colorPalette="red"
            loading={pending}
            data-testid={`${testId}-confirm`}
          >
            {confirmLabel ?? t('admin.confirm.confirm')}
          </Button>
        </HStack>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!pending) void confirm();
        }}
      >
        <Stack gap={4}>{children}</Stack>
      </form>
    </Modal>
  );
}
