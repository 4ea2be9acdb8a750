import { Container, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A signed-in screen's frame inside the shell: its heading, then its content. */
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
    <Container size={size} px={0} py="md">
      <Stack gap="md">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {title}
        </Title>
        {children}
      </Stack>
    </Container>
  );
}
