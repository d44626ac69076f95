import { createContext, useContext, type ReactNode } from 'react';
import { SimpleGrid } from '@chakra-ui/react';

export type CardHeadingLevel = 'h2' | 'h3';

/**
 * The level of the cards' titles: one below the heading the grid sits under, so headings never
 * skip a level (h2 right under the page's h1, h3 in a section with its own h2).
 */
const CardHeadingContext = createContext<CardHeadingLevel>('h2');

export const useCardHeadingLevel = () => useContext(CardHeadingContext);

/** Cards in 1 → 4 columns as the screen widens: base 1, sm 2, md 3, xl 4. */
export function CardGrid({
  children,
  testId,
  headingLevel = 'h2',
}: {
  children: ReactNode;
  testId?: string;
  headingLevel?: CardHeadingLevel;
}) {
  return (
    <CardHeadingContext.Provider value={headingLevel}>
      <SimpleGrid columns={{ base: 1, sm: 2, md: 3, xl: 4 }} gap={6} data-testid={testId}>
        {children}
      </SimpleGrid>
    </CardHeadingContext.Provider>
  );
}
