import '@mantine/core/styles/Table.css';
import { Alert, Group, Loader, Paper, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { PagedList } from '../../../components/ui/paged-list';
import { type AuditLogFilter, useAuditLog } from '../api/operator-audit-log';
import { dateTime } from './format';

const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

/** Every operator action, newest first, filtered by operator, action and day, a page at a time. */
export function AuditLogPage() {
  const [filter, setFilter] = useState<AuditLogFilter>({ operator: '', action: '', from: '', to: '' });
  const log = useAuditLog(filter);
  const firstPage = log.data?.pages[0];
  const entries = log.data?.pages.flatMap((page) => page.entries);
  const set = (name: keyof typeof filter) => (value: string | null) =>
    setFilter((all) => ({ ...all, [name]: value ?? '' }));
  return (
    <Stack gap="md">
      <Title order={2}>Audit log</Title>
      <Paper withBorder p="sm" radius="md">
        <Group align="end" gap="sm">
          <Select
            label="Operator"
            placeholder="Everyone"
            clearable
            data={firstPage?.operators ?? []}
            value={filter.operator || null}
            onChange={set('operator')}
          />
          <Select
            label="Action"
            placeholder="Every action"
            clearable
            data={firstPage?.actions ?? []}
            value={filter.action || null}
            onChange={set('action')}
          />
          <TextInput
            type="date"
            label="From"
            value={filter.from}
            onChange={(e) => set('from')(e.currentTarget.value)}
          />
          <TextInput
            type="date"
            label="To"
            value={filter.to}
            onChange={(e) => set('to')(e.currentTarget.value)}
          />
        </Group>
      </Paper>
      {log.isPending && <Loader aria-label="Loading" />}
      {log.isError && (
        <Alert color="red" role="alert">
          {log.error.message}
        </Alert>
      )}
      <PagedList
        items={entries}
        row={(entry) => (
          <Table.Tr key={entry.id}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{dateTime(entry.at)}</Table.Td>
            <Table.Td>{entry.operator_email || '—'}</Table.Td>
            <Table.Td>{entry.action}</Table.Td>
            <Table.Td>{entry.subject}</Table.Td>
            <Table.Td>
              {(entry.before !== null || entry.after !== null) && (
                <Text component="pre" ff="monospace" fz="xs" m={0} style={{ whiteSpace: 'pre-wrap' }}>
                  {[json(entry.before), json(entry.after)].filter(Boolean).join('\n→ ')}
                </Text>
              )}
            </Table.Td>
            <Table.Td>{entry.ip}</Table.Td>
          </Table.Tr>
        )}
        empty={<Text c="dimmed">Nothing recorded matches.</Text>}
        next={log}
        container={(rows) => (
          <Table.ScrollContainer minWidth={1000}>
            <Table striped verticalSpacing="xs" style={{ verticalAlign: 'top' }}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>When</Table.Th>
                  <Table.Th>Operator</Table.Th>
                  <Table.Th>Action</Table.Th>
                  <Table.Th>Subject</Table.Th>
                  <Table.Th>Before → after</Table.Th>
                  <Table.Th>From</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>{rows}</Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      />
    </Stack>
  );
}
