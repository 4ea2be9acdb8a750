import '@mantine/core/styles/Table.css';
import type { Report } from '@faith-shield/contract/reports/report-fields';
import { MONTH_NAMES } from '@faith-shield/contract/reports/report-messages';
import { withThousands } from '@faith-shield/contract/shared/thousands';
import { Button, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { reportDate } from '../report-dates';

type Props = { report: Report | undefined; month: number; year: number };

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={30} fw={700} lh={1.2}>
        {withThousands(value)}
      </Text>
    </Paper>
  );
}

/** spec 03 §3: the month's incidents by category, the categories with none left out. */
function IncidentsByCategory({ report, monthName }: { report: Report | undefined; monthName: string }) {
  const reported = (report?.incidents_by_category ?? []).filter((entry) => entry.total > 0);
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed">
        Incidents
      </Text>
      <Text fz={30} fw={700} lh={1.2}>
        {withThousands(report?.total_incidents ?? 0)}
      </Text>
      {reported.length > 0 && (
        <Table verticalSpacing={4} mt="xs" aria-label={`Incidents of ${monthName} by category`}>
          <Table.Tbody>
            {reported.map((entry) => (
              <Table.Tr key={entry.category}>
                <Table.Td>{entry.category}</Table.Td>
                <Table.Td ta="right">{withThousands(entry.total)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}

/**
 * A month's report: its totals, its events with their headcounts, and its PDF. Without a
 * report (spec 02 §8: a failed fetch) the totals are 0 and the list is empty.
 */
export function ReportView({ report, month, year }: Props) {
  const events = report?.event ?? [];
  const monthName = `${MONTH_NAMES[month - 1] ?? ''} ${year}`;
  return (
    <Stack gap="md">
      <SimpleGrid cols={2} spacing="sm">
        <Figure label="Total events" value={report?.total_event ?? 0} />
        <Figure label="Total attendance" value={report?.total_Attendance ?? 0} />
      </SimpleGrid>
      <IncidentsByCategory report={report} monthName={monthName} />
      {report && (
        <Button
          component="a"
          href={report.url}
          download
          leftSection={<IconDownload size={18} aria-hidden />}
          size="md"
          style={{ alignSelf: 'flex-start' }}
        >
          Download
        </Button>
      )}
      {events.length === 0 ? (
        <EmptyState description={`No events in ${monthName}.`} />
      ) : (
        <Table striped verticalSpacing="sm" aria-label={`Events of ${monthName}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Event</Table.Th>
              <Table.Th visibleFrom="sm">Date</Table.Th>
              <Table.Th visibleFrom="sm">Category</Table.Th>
              <Table.Th ta="right">Attendance</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {events.map((event, index) => (
              // the list is the month's, in start order: its place names a row
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id of their own
              <Table.Tr key={index}>
                <Table.Td>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {event.name}
                  </Text>
                  <Text size="sm" c="dimmed" hiddenFrom="sm">
                    {reportDate(event.start_date)} · {event.event_categories}
                  </Text>
                </Table.Td>
                <Table.Td visibleFrom="sm">{reportDate(event.start_date)}</Table.Td>
                <Table.Td visibleFrom="sm">{event.event_categories}</Table.Td>
                <Table.Td ta="right">{withThousands(event.event_attendance)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th>Total</Table.Th>
              <Table.Th visibleFrom="sm" />
              <Table.Th visibleFrom="sm" />
              <Table.Th ta="right">{withThousands(report?.total_Attendance ?? 0)}</Table.Th>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      )}
    </Stack>
  );
}
