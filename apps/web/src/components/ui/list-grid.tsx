import { SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A `PagedList`'s `container` for rows side by side from a tablet's width on. Its own file: a
 * list drawn as one column does not load the grid's code.
 */
export const listGrid = (label: string) => (rows: ReactNode) => (
  <SimpleGrid
    component="ul"
    cols={{ base: 1, sm: 2 }}
    spacing="sm"
    p={0}
    m={0}
    style={{ listStyle: 'none' }}
    aria-label={label}
  >
    {rows}
  </SimpleGrid>
);
