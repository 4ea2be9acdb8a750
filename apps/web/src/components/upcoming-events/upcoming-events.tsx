import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { fetchesFirstCall } from '../../lib/first-query';
import { knownLazy, loadKnown } from '../../lib/known-lazy';
import { EmptyState } from '../ui/empty-state';
import { type HomeAudience, homeQueryOptions, useHome } from './api/home';

// The carousel (embla) is a chunk of its own, fetched only when there are events to show.
const loadEventsCarousel = () => import('./events-carousel').then((m) => ({ default: m.EventsCarousel }));
const EventsCarousel = knownLazy(loadEventsCarousel);

/**
 * A dashboard that lists home among its first calls (app/route.ts) gets the home answer and,
 * when it has events, the carousel's code, so the first render draws the carousel, not a
 * placeholder replaced a moment later by a second render of the section.
 */
fetchesFirstCall('home', (input) => async (queryClient) => {
  const audience: HomeAudience = 'type' in input ? 'subuser' : 'owner';
  const home = await queryClient.fetchQuery(homeQueryOptions(audience)).catch(() => undefined);
  if (home && home.event.length > 0) await loadKnown(loadEventsCarousel).catch(() => undefined);
});

function CarouselSkeleton() {
  return (
    <Stack gap="xs" role="status" aria-label="Loading">
      <Skeleton h={160} radius="md" />
      <Skeleton h={18} w="60%" />
      <Skeleton h={14} w="40%" />
    </Stack>
  );
}

/**
 * The dashboards' upcoming events (spec 02 §2): a carousel of one event at a time that loops,
 * without autoplay (title, time, date, image), from the home call; the owner's organisation's,
 * or those assigned to a sub user. 'No data found' when there are none.
 */
export function UpcomingEvents({ audience }: { audience: HomeAudience }) {
  const home = useHome(audience);
  const events = home.data?.event ?? [];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="upcoming-events-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="upcoming-events-title">
          Upcoming Events
        </Title>
        {home.isPending && <CarouselSkeleton />}
        {home.isError && (
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              The events could not be loaded.
            </Text>
            <Button variant="subtle" mih={44} onClick={() => void home.refetch()}>
              Try again
            </Button>
          </Group>
        )}
        {home.isSuccess && events.length === 0 && <EmptyState />}
        {home.isSuccess && events.length > 0 && (
          <Suspense fallback={<CarouselSkeleton />}>
            <EventsCarousel events={events} audience={audience} />
          </Suspense>
        )}
      </Stack>
    </Paper>
  );
}
