import type { Event } from '@faith-shield/contract/events/event-fields';
import { Group, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '../event-times';
import { EventImage } from './event-image';

/** The head of the attendance screens: the event's image, title, start and end (spec 02 §2). */
export function EventSummary({
  event,
}: {
  event: Pick<Event, 'image' | 'title' | 'utc_start_date' | 'utc_end_date'>;
}) {
  return (
    <Group gap="md" wrap="nowrap" align="flex-start">
      <EventImage image={event.image} alt="" ratio={1} width={88} radius="md" />
      <Stack gap={4} style={{ minWidth: 0 }}>
        <Title order={2} fz="lg" style={{ overflowWrap: 'anywhere' }}>
          {event.title}
        </Title>
        <Text size="sm">Start: {formatDateTime(event.utc_start_date)}</Text>
        <Text size="sm">End: {formatDateTime(event.utc_end_date)}</Text>
      </Stack>
    </Group>
  );
}
