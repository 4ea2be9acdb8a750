import type { Alert } from '@faith-shield/contract/alerts/alert-fields';
import { Badge, Button, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'wouter';
import { SignedInPage } from '../../../components/layout/signed-in-page';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoader } from '../../../components/ui/page-loader';
import { PagedList } from '../../../components/ui/paged-list';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { alertDayTime } from '../alert-time';
import { alertPath, SEND_ALERT_PATH } from '../alert-words';
import { useCanSendAlerts } from '../api/can-send-alerts';
import { useAlerts } from '../api/get-alerts';
import { AlertCounts } from './alert-counts';
import { useAlertFramesRefresh } from './use-alert-frames';

function AlertRow({ alert }: { alert: Alert }) {
  const isActive = alert.status === 'active';
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      style={isActive ? { borderColor: 'var(--mantine-color-red-7)' } : {}}
    >
      <UnstyledButton component={Link} href={alertPath(alert.id)} p="sm" w="100%" mih={44} display="block">
        <Stack gap={4}>
          <Group gap="xs" justify="space-between" wrap="nowrap">
            <Text fw={700}>{alert.kind}</Text>
            <Badge color={isActive ? 'red.8' : 'gray.7'} variant={isActive ? 'filled' : 'outline'}>
              {isActive ? 'Active' : 'Closed'}
            </Badge>
          </Group>
          {alert.received && (
            <Text size="sm" fw={600}>
              From {alert.worship_place_name}
              {alert.distance_miles !== null && `, ${alert.distance_miles.toFixed(1)} miles away`}
            </Text>
          )}
          <Text size="sm" lineClamp={2}>
            {alert.message}
          </Text>
          <Text size="xs" c="dimmed">
            {alertDayTime(alert.created_at)} · {alert.created_by}
          </Text>
          {!alert.received && <AlertCounts counts={alert.counts} compact />}
        </Stack>
      </UnstyledButton>
    </Paper>
  );
}

function AlertList({ label, alerts }: { label: string; alerts: Alert[] }) {
  if (alerts.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={2} fz="lg">
        {label}
      </Title>
      <PagedList items={alerts} row={(alert) => <AlertRow key={alert.id} alert={alert} />} label={label} />
    </Stack>
  );
}

/** /alerts (spec 03 §2): the team's alerts, active first, then past ones with their final counts. */
export function AlertsPage({ title }: { title: string }) {
  usePageTitle(title);
  const alerts = useAlerts();
  const canSend = useCanSendAlerts();
  useAlertFramesRefresh();

  if (alerts.isError)
    return <LoadError title={title} message={alerts.error.message} onRetry={() => alerts.refetch()} />;
  return (
    <SignedInPage title={title}>
      {canSend && (
        <Button
          component={Link}
          href={SEND_ALERT_PATH}
          color="red.8"
          size="lg"
          mih={48}
          leftSection={<IconAlertTriangle size={22} aria-hidden />}
        >
          Send an alert
        </Button>
      )}
      {alerts.isPending && <PageLoader />}
      {alerts.isSuccess && alerts.data.length === 0 && <EmptyState />}
      {alerts.isSuccess && (
        <>
          <AlertList label="Active" alerts={alerts.data.filter((alert) => alert.status === 'active')} />
          <AlertList label="Past" alerts={alerts.data.filter((alert) => alert.status !== 'active')} />
        </>
      )}
    </SignedInPage>
  );
}
