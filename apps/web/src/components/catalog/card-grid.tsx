import type { ReactNode } from 'react';
import { SimpleGrid } from '@chakra-ui/react';

/** Cards in 1 → 4 columns as the screen widens: base 1, sm 2, md 3, xl 4. */
export function CardGrid({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, md: 3, xl: 4 }} gap={6} data-testid={testId}>
      {children}
    </SimpleGrid>
  );
}
