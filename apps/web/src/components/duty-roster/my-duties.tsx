import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { EmptyState } from '../ui/empty-state';
import { PageLoader } from '../ui/page-loader';
import { useHasDuties, useMyDuties } from './api/my-duties';
import { DutyCard } from './duty-card';
import { useMyDutiesFramesRefresh } from './use-roster-frames';

/**
 * spec 03 §4: 'My duties', next duty first. On a dashboard (`limit`) the first few and a link
 * to all of them; a plan without events shows nothing there.
 */
export function MyDuties({ limit }: { limit?: number }) {
  const duties = useMyDuties();
  const hasDuties = useHasDuties();
  useMyDutiesFramesRefresh();
  const isOnDashboard = limit !== undefined;
  if (!hasDuties) return isOnDashboard ? null : <EmptyState />;
  if (duties.isError)
    return isOnDashboard ? null : (
      <Text c="red.9" role="alert">
        {duties.error.message}
      </Text>
    );
  if (duties.isPending) return isOnDashboard ? null : <PageLoader />;
  const shown = isOnDashboard ? duties.data.slice(0, limit) : duties.data;
  if (isOnDashboard && shown.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-label="My duties">
      {isOnDashboard && (
        <Group justify="space-between">
          <Title order={2} fz="lg">
            My duties
          </Title>
          <Anchor component={Link} href="/my-duties">
            All duties and away dates
          </Anchor>
        </Group>
      )}
      {shown.length === 0 ? <EmptyState /> : shown.map((duty) => <DutyCard key={duty.id} duty={duty} />)}
      {isOnDashboard && duties.data.length > shown.length && (
        <Text size="sm" c="dimmed">
          {duties.data.length - shown.length} more
        </Text>
      )}
    </Stack>
  );
}
