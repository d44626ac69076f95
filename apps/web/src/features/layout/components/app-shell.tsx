import type { ReactNode } from 'react';
import { Box, Flex } from '@chakra-ui/react';
import { MAIN_CONTENT_ID } from '@/components/ui/skip-link';
import { Header } from './header';
import { Footer } from './footer';

export function AppShell({ children }: { children: ReactNode }) {
  return (
    <Flex direction="column" minH="100vh">
      <Header />
      {/* Focusable from script only: the skip link's target, with no ring around the whole page.
          At least a screen tall, so the footer stays below the fold while a page's data loads
          instead of jumping down when it arrives (layout shift). */}
      <Box as="main" flex="1" minH="100dvh" id={MAIN_CONTENT_ID} tabIndex={-1} outline="none">
        {children}
      </Box>
      <Footer />
    </Flex>
  );
}
