import type { ReactNode } from 'react';
import { Box, Grid } from '@chakra-ui/react';

/**
 * Label–value pairs of an item's page, as a description list: side by side from 768 px, stacked
 * below. Values wrap, so long links never push the page sideways.
 */
export function Facts({ items, testId }: { items: Array<[string, ReactNode]>; testId?: string }) {
  return (
    <Grid
      as="dl"
      templateColumns={{ base: 'minmax(0, 1fr)', md: '12rem minmax(0, 1fr)' }}
      columnGap={4}
      rowGap={{ base: 1, md: 3 }}
      data-testid={testId}
    >
      {items.map(([label, value]) => (
        <Box key={label} display="contents">
          <Box as="dt" color="fg.muted" mt={{ base: 2, md: 0 }}>
            {label}
          </Box>
          <Box as="dd" overflowWrap="anywhere" minW={0}>
            {value}
          </Box>
        </Box>
      ))}
    </Grid>
  );
}
