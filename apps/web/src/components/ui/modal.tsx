import { useLayoutEffect, useRef, type ReactElement, type ReactNode } from 'react';
import { CloseButton, Portal } from '@chakra-ui/react';
import { Dialog } from './lazy-widgets';
import { useTranslation } from 'react-i18next';
import { MAIN_CONTENT_ID } from './skip-link';

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
  /**
   * The body is text only (nothing to tab to): make it a tab stop, focused on open, so the arrow
   * and page keys scroll it.
   */
  focusableBody?: boolean;
}

const FORM_FIELDS = 'input:not([type="hidden"]), select, textarea';

/** The first field a person can type into, skipping hidden tab panels and disabled fields. */
function firstFormField(root: HTMLElement | null): HTMLElement | null {
  const fields = root ? Array.from(root.querySelectorAll<HTMLInputElement>(FORM_FIELDS)) : [];
  return fields.find((field) => !field.disabled && !field.closest('[hidden]')) ?? null;
}

/**
 * Where focus goes when a controlled dialog closes: back to whatever had it when the dialog opened,
 * or, when that is gone (the login button once signed in, a menu item), to the page's content
 * rather than to <body>. A dialog with a trigger returns to its trigger, as Ark does by itself.
 */
function useReturnFocus(open: boolean | undefined) {
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect runs before the dialog's focus trap moves focus inside.
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement as HTMLElement | null;
  }, [open]);
  return () => {
    const element = opener.current;
    if (element?.isConnected && element !== document.body) return element;
    return document.getElementById(MAIN_CONTENT_ID);
  };
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
  focusableBody = false,
}: ModalProps) {
  const { t } = useTranslation('common');
  const contentRef = useRef<HTMLDivElement>(null);
  const returnFocus = useReturnFocus(open);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={onOpenChange ? (details) => onOpenChange(details.open) : undefined}
      placement="center"
      scrollBehavior={scrollInside ? 'inside' : undefined}
      role={role}
      size={size}
      // A form opens on its first field; otherwise the first tab stop (the body, a button).
      initialFocusEl={() => firstFormField(contentRef.current)}
      finalFocusEl={trigger ? undefined : returnFocus}
    >
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content ref={contentRef} data-testid={testId}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body
              tabIndex={focusableBody ? 0 : undefined}
              focusVisibleRing={focusableBody ? 'inside' : undefined}
              data-testid={focusableBody ? `${testId}-body` : undefined}
            >
              {children}
            </Dialog.Body>
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
