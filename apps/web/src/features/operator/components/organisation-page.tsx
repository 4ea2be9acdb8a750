import '@mantine/core/styles/Table.css';
import type { operatorOrganisationCall } from '@faith-shield/contract/operators/operator-organisations';
import { Alert, Anchor, Badge, Loader, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { operatorData } from '../lib/call-operator';
import { dateOnly, dateTime, dollars } from './format';
import { ResetOwnerTwoFactor } from './reset-owner-two-factor';

function Fact({ label, value }: { label: string; value: string | number }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text>{value}</Text>
    </div>
  );
}

/** One organisation, read-only: its account and subscription history, never its members' content. */
export function OrganisationPage({ params }: { params: Record<string, string> }) {
  const id = params.id ?? '';
  const found = useQuery({
    queryKey: ['operator_organisation', id],
    queryFn: () => operatorData<typeof operatorOrganisationCall>('operator_organisation', { id }),
    retry: false,
  });
  // decision 067: what support's reset of the owner's second factor answered
  const [resetNotice, setResetNotice] = useState<string | null>(null);
  return (
    <Stack gap="md">
      <Anchor component={Link} href="/operator/organisations" size="sm">
        ← All organisations
      </Anchor>
      {found.isPending && <Loader aria-label="Loading" />}
      {found.isError && (
        <Alert color="red" role="alert">
          {found.error.message}
        </Alert>
      )}
      {found.data && (
        <>
          <Title order={2}>{found.data.organisation.name}</Title>
          <Paper withBorder p="md" radius="md">
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
              <Fact label="Plan" value={found.data.organisation.plan} />
              <Fact
                label="Status"
                value={found.data.organisation.plan_status === 'active' ? 'Active' : 'Inactive'}
              />
              <Fact label="Renews / ends" value={dateOnly(found.data.organisation.renewal_date)} />
              <Fact label="Members" value={found.data.organisation.member_count} />
              <Fact label="Owner" value={found.data.organisation.owner_name} />
              <Fact label="Owner email" value={found.data.organisation.owner_email} />
              <Fact label="Last activity" value={dateTime(found.data.organisation.last_activity)} />
              <Fact label="Joined" value={dateOnly(found.data.organisation.created_at)} />
              <Fact
                label="Owner’s two-factor"
                value={found.data.organisation.owner_two_factor ? 'On' : 'Off'}
              />
            </SimpleGrid>
          </Paper>
          {resetNotice && (
            <Alert color="green" role="status">
              {resetNotice}
            </Alert>
          )}
          {found.data.organisation.owner_two_factor && (
            <ResetOwnerTwoFactor
              id={id}
              ownerName={found.data.organisation.owner_name}
              onDone={setResetNotice}
            />
          )}
          <Title order={3}>Subscription history</Title>
          {found.data.subscriptions.length === 0 ? (
            <Text c="dimmed">No paid subscription yet.</Text>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table striped verticalSpacing="xs" style={{ verticalAlign: 'top' }}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Plan</Table.Th>
                    <Table.Th>Price</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th>Started</Table.Th>
                    <Table.Th>Period ends</Table.Th>
                    <Table.Th>Cancelled / ended</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {found.data.subscriptions.map((subscription) => (
                    <Table.Tr key={subscription.id}>
                      <Table.Td>{subscription.plan}</Table.Td>
                      <Table.Td>
                        {dollars(subscription.price_cents)} / {subscription.period_days} days
                      </Table.Td>
                      <Table.Td>
                        <Badge color={subscription.status === 'active' ? 'green' : 'gray'} variant="light">
                          {subscription.status === 'active' ? 'Active' : 'Ended'}
                        </Badge>
                        {subscription.payment_failed_at && (
                          <Badge color="red" variant="light" ml={4}>
                            Payment failed
                          </Badge>
                        )}
                      </Table.Td>
                      <Table.Td>{dateOnly(subscription.started_at)}</Table.Td>
                      <Table.Td>{dateOnly(subscription.current_period_end)}</Table.Td>
                      <Table.Td>{dateOnly(subscription.cancelled_at ?? subscription.ended_at)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </>
      )}
    </Stack>
  );
}
