import { Alert } from '@chakra-ui/react';

/** The form's error line: the server's message or a generic text, shown above the submit button. */
export function FormError({ message, testId }: { message: string | null; testId?: string }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" variant="subtle" data-testid={testId ?? 'form-error'}>
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
