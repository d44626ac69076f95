import type { ReactNode } from 'react';
import { Box, Grid, Stack } from '@chakra-ui/react';

/**
 * A text page's body: the text, and beside it from 1024 px (Chakra's lg) an aside with imagery or
 * a short summary; below 1024 px the aside follows the text. `minmax(0, 1fr)` lets long words
 * wrap instead of widening the page.
 */
export function TwoColumn({ children, aside }: { children: ReactNode; aside: ReactNode }) {
  return (
    <Grid
      templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 360px)' }}
      gap={{ base: 8, lg: 14 }}
      alignItems="start"
      data-testid="two-column"
    >
      <Box minW={0}>{children}</Box>
      <Stack gap={6} minW={0} position={{ lg: 'sticky' }} top={{ lg: 24 }}>
        {aside}
      </Stack>
    </Grid>
  );
}
