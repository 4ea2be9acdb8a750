import { COMMON_MESSAGES } from '@faith-shield/contract/shared/envelope';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { PageLive } from './page-live';

/**
 * The screens' error screen (app/route-error-boundary.tsx): a screen that throws, or a
 * screen's code that cannot be fetched (offline, or replaced by a newer release), ends here
 * rather than on a blank page.
 */
export function RouteError() {
  return (
    <Container size="sm" py={64}>
      <PageLive />
      <Stack align="center" ta="center" gap="md" role="alert">
        <Title order={1}>Something went wrong</Title>
        <Text c="dimmed">{COMMON_MESSAGES.somethingWentWrong}</Text>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Stack>
    </Container>
  );
}
