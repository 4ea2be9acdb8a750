import type { AlertAnswer } from '@faith-shield/contract/alerts/alert-fields';
import { ActionIcon, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMapPin, IconPhone } from '@tabler/icons-react';
import { alertTime } from '../alert-time';
import { ANSWER_COLORS, ANSWER_WORDS } from '../alert-words';
import { boardOrder } from '../roll-call';

function Row({ row }: { row: AlertAnswer }) {
  const map =
    row.lat !== null && row.long !== null ? `https://maps.google.com/?q=${row.lat},${row.long}` : null;
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      style={row.answer === 'help' ? { borderColor: 'var(--mantine-color-red-7)', borderWidth: 2 } : {}}
    >
      <Group gap="sm" wrap="nowrap" align="center">
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {row.name}
            </Text>
            <Badge color={ANSWER_COLORS[row.answer]} variant={row.answer === 'help' ? 'filled' : 'outline'}>
              {ANSWER_WORDS[row.answer]}
            </Badge>
          </Group>
          {row.answered_at && (
            <Text size="xs" c="dimmed">
              {alertTime(row.answered_at)}
            </Text>
          )}
          {row.note && <Text size="sm">{row.note}</Text>}
        </Stack>
        {map && (
          <ActionIcon
            component="a"
            href={map}
            target="_blank"
            rel="noopener noreferrer"
            variant="light"
            size={44}
            aria-label={`Where ${row.name} is`}
          >
            <IconMapPin size={20} aria-hidden />
          </ActionIcon>
        )}
        {row.mobile && (
          <ActionIcon
            component="a"
            href={`tel:${row.mobile}`}
            variant="light"
            color="green"
            size={44}
            aria-label={`Call ${row.name}`}
          >
            <IconPhone size={20} aria-hidden />
          </ActionIcon>
        )}
      </Group>
    </Paper>
  );
}

/** The roll-call (spec 03 §2): need help first, pending next, then the rest. */
export function RollCallBoard({ rows, label }: { rows: AlertAnswer[]; label: string }) {
  if (rows.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={2} fz="lg">
        {label}
      </Title>
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
        {boardOrder(rows).map((row) => (
          <Row key={row.user_id} row={row} />
        ))}
      </Stack>
    </Stack>
  );
}
