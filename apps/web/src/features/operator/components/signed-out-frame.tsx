import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** Sign-in and set-up: one card in the middle, the console's name above it. */
export function SignedOutFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Center mih="100dvh" p="sm" bg="gray.0">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} w="100%" maw={440}>
        <Stack gap="md">
          <div>
            <Text size="sm" c="dimmed">
              Faith Shield operators
            </Text>
            <Title order={1} size="h2">
              {title}
            </Title>
          </div>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
