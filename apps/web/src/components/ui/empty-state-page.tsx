import type { ReactNode } from 'react';
import { Container, EmptyState, Heading, VStack } from '@chakra-ui/react';

interface EmptyStatePageProps {
  title: string;
  description: string;
  children?: ReactNode;
}

/** A page whose content is not built yet: an honest heading and empty state, never made-up data. */
export function EmptyStatePage({ title, description, children }: EmptyStatePageProps) {
  return (
    <Container maxW="6xl" py={{ base: 8, md: 12 }}>
      <Heading as="h1" size="2xl" mb={6}>
        {title}
      </Heading>
      <EmptyState.Root borderWidth="1px" borderRadius="lg" data-testid="empty-state">
        <EmptyState.Content>
          <VStack textAlign="center">
            <EmptyState.Description fontSize="md">{description}</EmptyState.Description>
            {children}
          </VStack>
        </EmptyState.Content>
      </EmptyState.Root>
    </Container>
  );
}
