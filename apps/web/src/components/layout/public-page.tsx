import { Box, Container, type ContainerProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { LegalLinks } from './legal-links';
import { PublicHeader } from './public-header';

type Props = { children: ReactNode; size?: ContainerProps['size'] };

/** The frame of a public page other than home: the site's header, the page, the legal links. */
export function PublicPage({ children, size = 'lg' }: Props) {
  return (
    <Box mih="100dvh" bg="gray.0" style={{ display: 'flex', flexDirection: 'column' }}>
      <PublicHeader />
      <Container component="main" size={size} w="100%" py={{ base: 'xl', sm: 48 }} style={{ flex: 1 }}>
        {children}
      </Container>
      <Box component="footer" bg="white" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
        <Container size="xl" py="md">
          <LegalLinks />
        </Container>
      </Box>
    </Box>
  );
}
