import { type ReactNode, useMemo } from 'react';
import { Container, Heading } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/lib/seo/page-meta';
import { EmptyStatePage } from './empty-state-page';
import { ToHomeButton } from './to-home-button';

export { EmptyList } from './empty-list';

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
        <Heading as="h1" size="2xl" mb={6} overflowWrap="anywhere">
          {title}
        </Heading>
      ) : null}
      {children}
    </Container>
  );
}

/** The not-found page inside the shell, for an unknown address or a missing item. */
export function NotFound() {
  const { t } = useTranslation('common');
  // The SPA answers every address with 200, so search engines learn of the miss from the page.
  usePageMeta(useMemo(() => ({ title: t('pages.notFound.title'), noindex: true }), [t]));
  return (
    <EmptyStatePage title={t('pages.notFound.title')} description={t('pages.notFound.description')}>
      <ToHomeButton />
    </EmptyStatePage>
  );
}
