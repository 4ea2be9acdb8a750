import { Box, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

type Props = { href: string; children: ReactNode; label?: string; minHeight?: number };

/**
 * A whole card as one link (a list row, a tile): one tap target of at least 44 px. The padding
 * sits inside, since UnstyledButton's own reset wins over a padding given to it.
 */
export function LinkCard({ href, children, label, minHeight = 44 }: Props) {
  return (
    <UnstyledButton
      component={Link}
      href={href}
      aria-label={label}
      display="block"
      w="100%"
      h="100%"
      style={{ borderRadius: 'inherit' }}
    >
      <Box p="md" mih={minHeight} h="100%">
        {children}
      </Box>
    </UnstyledButton>
  );
}
