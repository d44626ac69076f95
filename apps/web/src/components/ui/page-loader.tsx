import { Center, Spinner } from '@chakra-ui/react';

export function PageLoader({ label }: { label?: string }) {
  return (
    <Center
      minH="40vh"
      role="status"
      aria-live="polite"
      aria-label={label}
      data-testid="page-loader"
    >
      <Spinner size="lg" color="brand.solid" />
    </Center>
  );
}
