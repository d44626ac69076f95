import type { ReactNode } from 'react';
import { Button, Stack } from '@chakra-ui/react';
import { FormError } from '@/components/ui/form-error';
import { useServerMessage } from '../../shared/use-server-message';

interface SchoolFormProps {
  onSubmit: () => void;
  /** The save request is running: the button spins and cannot send twice. */
  pending: boolean;
  /** The save's failure; its server message shows above the button. */
  error: unknown;
  submitLabel: string;
  testId: string;
  children: ReactNode;
}

/**
 * The frame of every admin school form: the fields, the server's message and the submit button,
 * which is never disabled for untouched fields (pressing it shows what is missing).
 */
export function SchoolForm({
  onSubmit,
  pending,
  error,
  submitLabel,
  testId,
  children,
}: SchoolFormProps) {
  const toMessage = useServerMessage();
  return (
    <form
      noValidate
      data-testid={testId}
      onSubmit={(event) => {
        event.preventDefault();
        if (!pending) onSubmit();
      }}
    >
      <Stack gap={5}>
        {children}
        <FormError message={toMessage(error)} testId={`${testId}-error`} />
        <Button
          type="submit"
          colorPalette="brand"
          alignSelf="flex-start"
          loading={pending}
          data-testid={`${testId}-submit`}
        >
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
