import type { ReactNode } from 'react';
import { Container, EmptyState, Heading, VStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { EmptyStatePage } from './empty-state-page';

/** The page frame of the catalog and account screens. */
export function Page({
  title,
  children,
  testId,
  before,
}: {
  title?: string;
  children: ReactNode;
  testId?: string;
  before?: ReactNode;
}) {
  return (
    <Container maxW="6xl" py={{ base: 8, md: 12 }} data-testid={testId}>
      {before}
      {title ? (
        <Heading as="h1" size="2xl" mb={6}>
          {title}
        </Heading>
      ) : null}
      {children}
    </Container>
  );
}

/** An honest empty list. */
export function EmptyList({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <EmptyState.Root borderWidth="1px" borderRadius="lg" data-testid="empty-state">
      <EmptyState.Content>
        <VStack textAlign="center">
          <EmptyState.Description fontSize="md">{text}</EmptyState.Description>
          {children}
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** The not-found page inside the shell, for an unknown or missing id. */
export function NotFound() {
  const { t } = useTranslation('common');
  return (
    <EmptyStatePage
      title={t('pages.notFound.title')}
      description={t('pages.notFound.description')}
    />
  );
}
