import type { ReactNode } from 'react';
import { Box, Flex } from '@chakra-ui/react';
import { Header } from './header';
import { Footer } from './footer';

export function AppShell({ children }: { children: ReactNode }) {
  return (
    <Flex direction="column" minH="100vh">
      <Header />
      <Box as="main" flex="1" id="main-content">
        {children}
      </Box>
      <Footer />
    </Flex>
  );
}
