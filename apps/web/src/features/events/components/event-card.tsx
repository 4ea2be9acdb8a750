import type { Event } from '@faith-shield/contract/events/event-fields';
import { EVENT_STATUS } from '@faith-shield/contract/events/event-messages';
import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconClipboardList, IconEye, IconPencil } from '@tabler/icons-react';
import { Link } from 'wouter';
import { ExtraSecurityBadge } from '../../../components/ui/extra-security-badge';
import { type Area, attendancePath, editEventPath, viewEventPath } from '../event-paths';
import { formatDateTime } from '../event-times';
import { AddToCalendar } from './add-to-calendar';
import classes from './event-card.module.css';
import { EventImage } from './event-image';

const ACTIONS_GRID = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  gap: 'var(--mantine-spacing-xs)',
} as const;

/**
 * One event of a list (spec 02 §2): its image, title and start, and the ways on: view, edit
 * (the owner's), Attendance (the sheet once submitted, else the entry screen) and Add To Calendar.
 */
export function EventCard({ event, area }: { event: Event; area: Area }) {
  const isSubmitted = event.status === EVENT_STATUS.submitted;
  // a label takes two lines rather than be cut, should a translation or a large font need it
  const buttonProps = {
    variant: 'light',
    mih: 44,
    h: 'auto',
    py: 6,
    px: 8,
    fullWidth: true,
    styles: { label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.25 } },
    classNames: { section: classes.section },
  } as const;
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <EventImage image={event.image} alt="" ratio={1} width={72} radius="sm" />
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Anchor
              component={Link}
              href={viewEventPath(area, event.id)}
              fw={700}
              c="navy.9"
              style={{ overflowWrap: 'anywhere' }}
            >
              {event.title}
            </Anchor>
            <Text size="sm">{formatDateTime(event.utc_start_date)}</Text>
            <Group gap={6}>
              <Text size="xs" c="dimmed">
                {event.event_categories}
              </Text>
              <ExtraSecurityBadge security={event.security} />
              {isSubmitted && (
                <Badge size="sm" color="teal.9">
                  Attendance submitted
                </Badge>
              )}
            </Group>
          </Stack>
        </Group>
        {/* two a row at 360 px, all in one row when wide: no media query, so no style per card */}
        <div style={ACTIONS_GRID}>
          <Button
            {...buttonProps}
            component={Link}
            href={viewEventPath(area, event.id)}
            leftSection={<IconEye size={18} aria-hidden />}
            aria-label={`View ${event.title}`}
          >
            View
          </Button>
          {area === 'owner' && (
            <Button
              {...buttonProps}
              component={Link}
              href={editEventPath(event.id)}
              leftSection={<IconPencil size={18} aria-hidden />}
              aria-label={`Edit ${event.title}`}
            >
              Edit
            </Button>
          )}
          <Button
            {...buttonProps}
            component={Link}
            href={attendancePath(area, event)}
            leftSection={<IconClipboardList size={18} aria-hidden />}
            aria-label={`Attendance of ${event.title}`}
          >
            Attendance
          </Button>
          <AddToCalendar event={event} buttonProps={buttonProps} />
        </div>
      </Stack>
    </Paper>
  );
}
