import '@mantine/core/styles/Table.css';
import type { AuditEntry } from '@faith-shield/contract/security/get-audit-log';
import { AUDIT_ACTIONS, type AuditAction } from '@faith-shield/contract/security/security-messages';
import { Group, Paper, Select, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { SignedInPage } from '../../../components/layout/signed-in-page';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormAlert } from '../../../components/ui/form-alert';
import { NumberedPages } from '../../../components/ui/numbered-pages';
import { PageLoader } from '../../../components/ui/page-loader';
import { PagedList } from '../../../components/ui/paged-list';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { useAuditLog } from '../api/get-audit-log';
import { when } from '../when';
import { AUDIT_ACTION_LABELS, actionLabel } from './audit-words';

const ACTION_OPTIONS = AUDIT_ACTIONS.map((action) => ({ value: action, label: AUDIT_ACTION_LABELS[action] }));

/** One entry as a card: a phone's width reads it top to bottom. */
function EntryCard({ entry }: { entry: AuditEntry }) {
  return (
    <Paper withBorder radius="md" p="sm" role="listitem">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fw={600}>{actionLabel(entry.action)}</Text>
        <Text size="sm" c="dimmed">
          {when(entry.at)}
        </Text>
      </Group>
      <Text size="sm">
        {entry.actor_name || 'Someone'}
        {entry.target ? ` · ${entry.target}` : ''}
      </Text>
      {entry.ip && (
        <Text size="xs" c="dimmed">
          {entry.ip}
        </Text>
      )}
    </Paper>
  );
}

function EntryTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <Table striped highlightOnHover aria-label="Audit log">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>When</Table.Th>
          <Table.Th>Who</Table.Th>
          <Table.Th>Action</Table.Th>
          <Table.Th>What</Table.Th>
          <Table.Th>Address</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entries.map((entry) => (
          <Table.Tr key={entry.id}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{when(entry.at)}</Table.Td>
            <Table.Td>{entry.actor_name || 'Someone'}</Table.Td>
            <Table.Td>{actionLabel(entry.action)}</Table.Td>
            <Table.Td>{entry.target}</Table.Td>
            <Table.Td>{entry.ip}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

type Filter = { page: number; action?: AuditAction; actor_id?: string; from?: string; to?: string };

/** /audit-log (spec 03 §5, the owner's): who did what, newest first, filtered by action, person and date. */
export function AuditLogPage({ title = 'Audit log' }: { title?: string }) {
  usePageTitle(title);
  const [filter, setFilter] = useState<Filter>({ page: 1 });
  const { data, isPending, isError, error, isFetching } = useAuditLog(filter);
  const set = (change: Partial<Filter>) => setFilter((current) => ({ ...current, ...change, page: 1 }));
  return (
    <SignedInPage title={title} size="lg">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <Select
          label="Action"
          placeholder="Every action"
          clearable
          data={ACTION_OPTIONS}
          value={filter.action ?? null}
          onChange={(value) => set({ action: (value ?? undefined) as AuditAction | undefined })}
        />
        <Select
          label="Person"
          placeholder="Everyone"
          clearable
          searchable
          data={(data?.people ?? []).map((person) => ({ value: person.id, label: person.name }))}
          value={filter.actor_id ?? null}
          onChange={(value) => set({ actor_id: value ?? undefined })}
        />
        <TextInput
          label="From"
          type="date"
          value={filter.from ?? ''}
          onChange={(event) => set({ from: event.currentTarget.value || undefined })}
        />
        <TextInput
          label="To"
          type="date"
          value={filter.to ?? ''}
          onChange={(event) => set({ to: event.currentTarget.value || undefined })}
        />
      </SimpleGrid>
      {isPending ? (
        <PageLoader />
      ) : isError ? (
        <FormAlert message={error.message} />
      ) : (
        <PagedList
          items={data.entries}
          row={(entry) => <EntryCard key={entry.id} entry={entry} />}
          empty={<EmptyState description="No entry matches these filters." />}
          container={(cards) => (
            <>
              <Stack gap="xs" role="list" aria-label="Audit log entries" hiddenFrom="sm">
                {cards}
              </Stack>
              <Paper withBorder radius="lg" visibleFrom="sm" style={{ overflowX: 'auto' }}>
                <EntryTable entries={data.entries} />
              </Paper>
            </>
          )}
          pages={
            <NumberedPages
              page={data.page}
              hasMore={data.has_more}
              isFetching={isFetching}
              goTo={(page) => setFilter((current) => ({ ...current, page }))}
            />
          }
        />
      )}
    </SignedInPage>
  );
}
