import '@mantine/core/styles/Table.css';
import { Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { Link } from 'wouter';
import { SignedInPage } from '../../../components/layout/signed-in-page';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoader } from '../../../components/ui/page-loader';
import { PagedList } from '../../../components/ui/paged-list';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { useAttendanceSheet } from '../api/get-attendance-sheet';
import { type Area, eventsListPath } from '../event-paths';
import { AttendanceRow } from './attendance-row';
import { EventSummary } from './event-summary';
import { useEventId } from './use-event-id';

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
          <PagedList
            items={data.rows}
            row={(row) => <AttendanceRow key={row.user_id} row={row} />}
            container={(rows) => (
              <Table verticalSpacing="sm" horizontalSpacing="xs" aria-label="Attendance by person">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Name</Table.Th>
                    <Table.Th w={96}>Status</Table.Th>
                    <Table.Th ta="right">Count</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>{rows}</Table.Tbody>
              </Table>
            )}
          />
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
