import { Alert } from '@chakra-ui/react';

/** The form's error line (spec §8). */
export function FormError({ message, testId }: { message: string | null; testId?: string }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" variant="subtle" data-testid={testId ?? 'form-error'}>
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
