import type { ReactNode } from 'react';
import { Box, Flex } from '@chakra-ui/react';
import { MAIN_CONTENT_ID } from '@/components/ui/skip-link';
import { useAfterFirstCommit } from '@/lib/after-first-commit';
import { Header } from './header';
import { Footer } from './footer';

export function AppShell({ children }: { children: ReactNode }) {
  // Below the fold (the main part is at least a screen tall): its links, its dialog and their
  // styles come in a commit after the page's.
  const footerShown = useAfterFirstCommit();
  return (
    <Flex direction="column" minH="100vh">
      <Header />
      {/* Focusable from script only: the skip link's target, with no ring around the whole page.
          At least a screen tall, so the footer stays below the fold while a page's data loads
          instead of jumping down when it arrives (layout shift). */}
      <Box as="main" flex="1" minH="100dvh" id={MAIN_CONTENT_ID} tabIndex={-1} outline="none">
        {children}
      </Box>
      {footerShown ? <Footer /> : null}
    </Flex>
  );
}
