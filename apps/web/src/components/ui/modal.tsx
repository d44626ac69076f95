import type { ReactElement, ReactNode } from 'react';
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export interface ModalProps {
  title: ReactNode;
  testId: string;
  children: ReactNode;
  /** Controlled use; leave both out when `trigger` opens the dialog. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog. */
  trigger?: ReactElement;
  footer?: ReactNode;
  /** The × in the corner; a question that must be answered has none. */
  closable?: boolean;
  closeTestId?: string;
  role?: 'dialog' | 'alertdialog';
  size?: 'sm' | 'md' | 'lg';
  /** Long content scrolls inside the dialog instead of the page. */
  scrollInside?: boolean;
}

/** A centred dialog: title, body, optional footer and the × that closes it. */
export function Modal({
  title,
  testId,
  children,
  open,
  onOpenChange,
  trigger,
  footer,
  closable = true,
  closeTestId,
  role,
  size,
  scrollInside = false,
}: ModalProps) {
  const { t } = useTranslation('common');
  return (
    <Dialog.Root
      open={open}
      onOpenChange={onOpenChange ? (details) => onOpenChange(details.open) : undefined}
      placement="center"
      scrollBehavior={scrollInside ? 'inside' : undefined}
      role={role}
      size={size}
    >
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            {footer ? <Dialog.Footer>{footer}</Dialog.Footer> : null}
            {closable ? (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('actions.close')} data-testid={closeTestId} />
              </Dialog.CloseTrigger>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
