import { Container, Stack, Title } from '@mantine/core';
import { EmptyState } from './empty-state';
import { usePageTitle } from './use-page-title';

/** A screen that a later issue builds: its heading, its page title and 'Coming soon'. */
export function PlaceholderScreen({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <Container size="md" py="lg">
      <Stack>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {title}
        </Title>
        <EmptyState kind="comingSoon" />
      </Stack>
    </Container>
  );
}
