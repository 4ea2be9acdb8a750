import '@mantine/carousel/styles.css';
import type { Event } from '@faith-shield/contract/events/event-fields';
import { DATE_FORMATS } from '@faith-shield/contract/shared/constants';
import { Carousel } from '@mantine/carousel';
import { AspectRatio, Center, Group, Image, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCalendarEvent, IconClock } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { Link } from 'wouter';
import type { HomeAudience } from './api/home';

// spec 02 §9: one item, loops, no autoplay.
const EMBLA_OPTIONS = { loop: true, align: 'start' } as const;

const viewPath = (audience: HomeAudience, id: string) =>
  audience === 'owner' ? `/view-events/${id}` : `/subuser-view-events/${id}`;

/** The carousel of upcoming events; each slide opens its event. Times in the viewer's zone. */
export function EventsCarousel({ events, audience }: { events: Event[]; audience: HomeAudience }) {
  return (
    <Carousel
      aria-label="Upcoming events"
      emblaOptions={EMBLA_OPTIONS}
      slideSize="100%"
      slideGap="md"
      // the arrows (44 px) move it; the dots would be targets too small to tap
      withIndicators={false}
      withControls={events.length > 1}
      controlSize={44}
      previousControlProps={{ 'aria-label': 'Previous event' }}
      nextControlProps={{ 'aria-label': 'Next event' }}
    >
      {events.map((event, index) => (
        <Carousel.Slide key={event.id} aria-label={`${index + 1} of ${events.length}`}>
          <UnstyledButton component={Link} href={viewPath(audience, event.id)} display="block">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
              <AspectRatio ratio={16 / 9}>
                {event.image ? (
                  <Image src={event.image} alt="" radius="md" fit="cover" loading="lazy" />
                ) : (
                  <Center bg="navy.0" style={{ borderRadius: 'var(--mantine-radius-md)' }} aria-hidden>
                    <IconCalendarEvent size={48} color="var(--mantine-color-navy-6)" stroke={1.5} />
                  </Center>
                )}
              </AspectRatio>
              <Stack gap="xs" justify="center">
                <Text fw={700} c="navy.9" style={{ overflowWrap: 'anywhere' }}>
                  {event.title}
                </Text>
                <Group gap="md">
                  <Group gap={4}>
                    <IconClock size={16} aria-hidden />
                    <Text size="sm">{dayjs(event.utc_start_date).format(DATE_FORMATS.time)}</Text>
                  </Group>
                  <Group gap={4}>
                    <IconCalendarEvent size={16} aria-hidden />
                    <Text size="sm">{dayjs(event.utc_start_date).format(DATE_FORMATS.date)}</Text>
                  </Group>
                </Group>
              </Stack>
            </SimpleGrid>
          </UnstyledButton>
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
