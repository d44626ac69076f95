import type { ReactNode } from 'react';
import { Container, Heading } from '@chakra-ui/react';
import { EmptyList } from './empty-list';

interface EmptyStatePageProps {
  title: string;
  description: string;
  children?: ReactNode;
}

/** A page with nothing to show: an honest heading and empty state, never made-up data. */
export function EmptyStatePage({ title, description, children }: EmptyStatePageProps) {
  return (
    <Container maxW="6xl" py={{ base: 8, md: 12 }}>
      <Heading as="h1" size="2xl" mb={6}>
        {title}
      </Heading>
      {/* The heading says what is missing; the box says why, and where to go. */}
      <EmptyList hint={description}>{children}</EmptyList>
    </Container>
  );
}
