import {
  ATTENDANCE_STATUS_LABELS,
  type AttendanceStatus,
} from '@faith-shield/contract/events/event-messages';
import type { AttendanceRow as Row } from '@faith-shield/contract/events/get-attendance-sheet';
import { Avatar, Badge, Group, Table, Text } from '@mantine/core';

// white text on each holds a contrast of 4.5 or more
const STATUS_COLOURS: Record<AttendanceStatus, string> = { 0: 'gray.7', 1: 'teal.9', 2: 'blue.9' };

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();

/** One person on the attendance sheet: picture, name, status and headcount. */
export function AttendanceRow({ row }: { row: Row }) {
  return (
    <Table.Tr>
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
  );
}
