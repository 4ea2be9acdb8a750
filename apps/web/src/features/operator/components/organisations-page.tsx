import '@mantine/core/styles/Table.css';
import { Alert, Anchor, Badge, Loader, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Link } from 'wouter';
import { PagedList } from '../../../components/ui/paged-list';
import { useOrganisations } from '../api/operator-organisations';
import { dateOnly, dateTime } from './format';

/** Every organisation with its plan, renewal, members and last activity, a page at a time. */
export function OrganisationsPage() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const list = useOrganisations(debounced);
  const organisations = list.data?.pages.flatMap((page) => page.organisations);
  return (
    <Stack gap="md">
      <Title order={2}>Organisations</Title>
      <TextInput
        label="Search by name"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={360}
      />
      {list.isPending && <Loader aria-label="Loading" />}
      {list.isError && (
        <Alert color="red" role="alert">
          {list.error.message}
        </Alert>
      )}
      <PagedList
        items={organisations}
        row={(organisation) => (
          <Table.Tr key={organisation.id}>
            <Table.Td>
              <Anchor component={Link} href={`/operator/organisations/${organisation.id}`}>
                {organisation.name}
              </Anchor>
            </Table.Td>
            <Table.Td>{organisation.plan}</Table.Td>
            <Table.Td>
              <Badge color={organisation.plan_status === 'active' ? 'green' : 'gray'} variant="light">
                {organisation.plan_status === 'active' ? 'Active' : 'Inactive'}
              </Badge>
            </Table.Td>
            <Table.Td>{dateOnly(organisation.renewal_date)}</Table.Td>
            <Table.Td>{organisation.member_count}</Table.Td>
            <Table.Td>{dateTime(organisation.last_activity)}</Table.Td>
          </Table.Tr>
        )}
        empty={<Text c="dimmed">No organisation matches.</Text>}
        next={list}
        container={(rows) => (
          <Table.ScrollContainer minWidth={720}>
            <Table striped verticalSpacing="xs" style={{ verticalAlign: 'top' }}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Organisation</Table.Th>
                  <Table.Th>Plan</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Renews / ends</Table.Th>
                  <Table.Th>Members</Table.Th>
                  <Table.Th>Last activity</Table.Th>
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
