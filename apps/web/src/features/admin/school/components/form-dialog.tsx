import { useState, type ReactElement, type ReactNode } from 'react';
import { Modal } from '@/components/ui/modal';

interface FormDialogProps {
  /** The button that opens it; focus returns there on close. */
  trigger: ReactElement;
  title: string;
  testId: string;
  /** The form; `close` is called once it has saved. */
  children: (close: () => void) => ReactNode;
}

/** A create or edit form in a dialog that closes when the form has saved. */
export function FormDialog({ trigger, title, testId, children }: FormDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Modal
      title={title}
      testId={testId}
      trigger={trigger}
      open={open}
      onOpenChange={setOpen}
      size="lg"
      scrollInside
    >
      {open ? children(() => setOpen(false)) : null}
    </Modal>
  );
}
