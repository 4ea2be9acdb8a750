import { EVENT_STATUS } from '@faith-shield/contract/events/event-messages';
import { Badge, Box, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconClipboardList, IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { WithRosterTab } from '../../../components/duty-roster/with-roster-tab';
import { SignedInPage } from '../../../components/layout/signed-in-page';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoader } from '../../../components/ui/page-loader';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { useEventDetail } from '../api/get-event-detail';
import { type Area, attendancePath, editEventPath } from '../event-paths';
import { formatDateTime } from '../event-times';
import { AddToCalendar } from './add-to-calendar';
import { EventImage } from './event-image';
import { useEventId } from './use-event-id';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {children}
      </Text>
    </Stack>
  );
}

/**
 * /view-events/{id} and /subuser-view-events/{id} (spec 02 §2): image or placeholder, title,
 * category, start and end, the team, description; edit (the owner's) and Attendance.
 */
function ViewEvent({ title, area }: { title: string; area: Area }) {
  usePageTitle(title);
  const id = useEventId();
  const detail = useEventDetail(id, area);
  if (detail.isError)
    return (
      <LoadError title={title} size="md" message={detail.error.message} onRetry={() => detail.refetch()} />
    );
  if (detail.isPending)
    return (
      <SignedInPage title={title} size="md">
        <PageLoader />
      </SignedInPage>
    );
  const event = detail.data;
  const team = event.sub_user.map((member) => member.label);
  return (
    <SignedInPage title={title} size="md">
      <WithRosterTab eventId={event.id}>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="md">
            <Box maw={480} w="100%">
              <EventImage image={event.image} alt={event.title} />
            </Box>
            <Group justify="space-between" align="flex-start" gap="xs">
              <Title order={2} fz="xl" style={{ overflowWrap: 'anywhere' }}>
                {event.title}
              </Title>
              {event.status === EVENT_STATUS.submitted && <Badge color="teal.9">Attendance submitted</Badge>}
            </Group>
            <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="md" m={0}>
              <Detail label="Category">{event.event_categories}</Detail>
              <Detail label="Need more security?">{event.security}</Detail>
              <Detail label="Start">{formatDateTime(event.utc_start_date)}</Detail>
              <Detail label="End">{formatDateTime(event.utc_end_date)}</Detail>
              <Detail label="Sub users">
                {event.sub_user_id === 'Other' ? 'Other' : team.length > 0 ? team.join(', ') : 'None'}
              </Detail>
              <Detail label="Attendance count">{event.attendance_count}</Detail>
            </SimpleGrid>
            <Stack gap={2} component="dl" m={0}>
              <Detail label="Description">{event.description}</Detail>
            </Stack>
            <SimpleGrid cols={{ base: 1, xs: area === 'owner' ? 3 : 2 }} spacing="sm">
              {area === 'owner' && (
                <Button
                  component={Link}
                  href={editEventPath(event.id)}
                  variant="light"
                  mih={44}
                  leftSection={<IconPencil size={18} aria-hidden />}
                >
                  Edit
                </Button>
              )}
              <Button
                component={Link}
                href={attendancePath(area, event)}
                mih={44}
                leftSection={<IconClipboardList size={18} aria-hidden />}
              >
                Attendance
              </Button>
              <AddToCalendar event={event} />
            </SimpleGrid>
          </Stack>
        </Paper>
      </WithRosterTab>
    </SignedInPage>
  );
}

export const ViewEventPage = ({ title }: { title: string }) => <ViewEvent title={title} area="owner" />;
export const SubUserViewEventPage = ({ title }: { title: string }) => (
  <ViewEvent title={title} area="subuser" />
);
