import { Container, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A signed-in screen's frame inside the shell: its heading, then its content, at the start of
 * the shell's main column whatever its width, so the heading stands where the page's first
 * paint put it (src/prerender/signed-in-frame.tsx) and where every other screen has its own.
 */
export function SignedInPage({
  title,
  children,
  size = 'sm',
}: {
  title: string;
  children: ReactNode;
  size?: string;
}) {
  return (
    <Container size={size} px={0} py="md" mx={0}>
      <Stack gap="md">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {title}
        </Title>
        {children}
      </Stack>
    </Container>
  );
}
