import '@mantine/core/styles/Table.css';
import {
  ATTENDANCE_STATUS_LABELS,
  type AttendanceStatus,
} from '@faith-shield/contract/events/event-messages';
import { Avatar, Badge, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { Link } from 'wouter';
import { SignedInPage } from '../../../components/layout/signed-in-page';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoader } from '../../../components/ui/page-loader';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { useAttendanceSheet } from '../api/get-attendance-sheet';
import { type Area, eventsListPath } from '../event-paths';
import { EventSummary } from './event-summary';
import { useEventId } from './use-event-id';

// white text on each holds a contrast of 4.5 or more
const STATUS_COLOURS: Record<AttendanceStatus, string> = { 0: 'gray.7', 1: 'teal.9', 2: 'blue.9' };

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();

/**
 * /attendance-sheet/{id} and /subuser-attendance-sheet/{id} (spec 02 §2): the event's title,
 * date, end date, image and total, and each person's row: picture, name, status ('Summitted'
 * for 1, as the spec shows it) and headcount. A sub user's ends with Done → /subuser-events.
 */
function AttendanceSheet({ title, area }: { title: string; area: Area }) {
  usePageTitle(title);
  const id = useEventId();
  const sheet = useAttendanceSheet(id);
  if (sheet.isError)
    return <LoadError title={title} message={sheet.error.message} onRetry={() => sheet.refetch()} />;
  if (sheet.isPending)
    return (
      <SignedInPage title={title}>
        <PageLoader />
      </SignedInPage>
    );
  const data = sheet.data;
  return (
    <SignedInPage title={title}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <EventSummary
            event={{
              image: data.image,
              title: data.event_title,
              utc_start_date: data.date,
              utc_end_date: data.end_date,
            }}
          />
          <Group
            justify="space-between"
            p="sm"
            bg="navy.0"
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          >
            <Text fw={600}>Total</Text>
            <Text fw={700} fz="xl" data-testid="sheet-total">
              {data.total}
            </Text>
          </Group>
          {data.rows.length === 0 ? (
            <EmptyState />
          ) : (
            <Table verticalSpacing="sm" horizontalSpacing="xs" aria-label="Attendance by person">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th w={96}>Status</Table.Th>
                  <Table.Th ta="right">Count</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.rows.map((row) => (
                  <Table.Tr key={row.user_id}>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Avatar src={row.profile || null} alt="" radius="xl" size={36} color="navy">
                          {initials(row.user_name)}
                        </Avatar>
                        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                          {row.user_name}
                        </Text>
                      </Group>
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <Badge
                        color={STATUS_COLOURS[row.status as AttendanceStatus] ?? 'gray.7'}
                        size="sm"
                        tt="none"
                        style={{ overflow: 'visible' }}
                      >
                        {ATTENDANCE_STATUS_LABELS[row.status as AttendanceStatus] ?? 'Pending'}
                      </Badge>
                    </Table.Td>
                    <Table.Td ta="right" fw={600}>
                      {row.total_person}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          <Button
            component={Link}
            href={eventsListPath(area)}
            mih={44}
            variant={area === 'owner' ? 'light' : 'filled'}
          >
            {area === 'owner' ? 'Back to events' : 'Done'}
          </Button>
        </Stack>
      </Paper>
    </SignedInPage>
  );
}

export const AttendanceSheetPage = ({ title }: { title: string }) => (
  <AttendanceSheet title={title} area="owner" />
);
export const SubUserAttendanceSheetPage = ({ title }: { title: string }) => (
  <AttendanceSheet title={title} area="subuser" />
);
