import { Button, Group, Paper, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { EmptyState } from '../ui/empty-state';
import { useResources } from './api/resources';

// The carousel (embla and its styles) is a chunk of its own, fetched once there is something
// to show: the dashboard draws without it.
const ResourceSlides = lazy(() => import('./resource-slides').then((m) => ({ default: m.ResourceSlides })));

/** How many of the newest resources the carousel goes through. */
const IN_CAROUSEL = 6;
const MORE = '/subuser-resource';

function Loading() {
  return (
    <SimpleGrid cols={2} spacing="sm" role="status" aria-label="Loading">
      <Skeleton h={120} radius="md" />
      <Skeleton h={120} radius="md" />
    </SimpleGrid>
  );
}

/** /subuser-dashboard's Resource Hub (spec 02 §2): a carousel, 2 items, autoplay, View more. */
export function ResourceHubSection() {
  const hub = useResources();
  const items = hub.data?.resource.slice(0, IN_CAROUSEL) ?? [];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="resource-hub-title">
      <Group justify="space-between" wrap="nowrap" mb="sm">
        <Title order={2} fz="lg" id="resource-hub-title">
          Resource Hub
        </Title>
        <Button
          component={Link}
          href={MORE}
          variant="subtle"
          mih={44}
          rightSection={<IconChevronRight size={16} aria-hidden />}
        >
          View more
        </Button>
      </Group>
      {hub.isPending && <Loading />}
      {hub.isError && (
        <Group gap="xs">
          <Text size="sm">{hub.error.message}</Text>
          <Button variant="subtle" mih={44} onClick={() => void hub.refetch()}>
            Try again
          </Button>
        </Group>
      )}
      {hub.isSuccess && items.length === 0 && <EmptyState kind="comingSoon" />}
      {items.length > 0 && (
        <Suspense fallback={<Loading />}>
          <ResourceSlides items={items} href={MORE} />
        </Suspense>
      )}
    </Paper>
  );
}
