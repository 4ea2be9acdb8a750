import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { usePageTitle } from '../../../components/ui/use-page-title';

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="md">
        <Text fz={64} fw={800} c="navy.7" aria-hidden>
          404
        </Text>
        <Title order={1}>Page not found</Title>
        <Text c="dimmed">The page you are looking for does not exist or has moved.</Text>
        <Button component={Link} to="/home">
          Go to the home page
        </Button>
      </Stack>
    </Container>
  );
}
