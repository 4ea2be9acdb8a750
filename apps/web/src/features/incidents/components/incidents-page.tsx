import type { GetIncidentsRequest } from '@faith-shield/contract/incidents/get-incidents';
import type { IncidentSummary } from '@faith-shield/contract/incidents/incident-fields';
import {
  INCIDENT_CATEGORIES,
  INCIDENT_STATUSES,
  type IncidentCategory,
  type IncidentStatus,
} from '@faith-shield/contract/incidents/incident-messages';
import { MONTH_NAMES } from '@faith-shield/contract/reports/report-messages';
import { Badge, Button, Group, Paper, Select, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconClipboardPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { SignedInPage } from '../../../components/layout/signed-in-page';
import { WaitingNote } from '../../../components/offline/waiting-note';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoader } from '../../../components/ui/page-loader';
import { PagedList } from '../../../components/ui/paged-list';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { useIncidents } from '../api/get-incidents';
import { incidentDayTime, incidentPath, REPORT_INCIDENT_PATH } from '../incident-words';
import { SeverityBadge } from './severity-badge';

function IncidentRow({ incident }: { incident: IncidentSummary }) {
  const isOpen = incident.status === 'open';
  return (
    <Paper component="li" withBorder radius="md">
      <UnstyledButton
        component={Link}
        href={incidentPath(incident.id)}
        p="sm"
        w="100%"
        mih={44}
        display="block"
      >
        <Stack gap={4}>
          <Group gap="xs" justify="space-between" wrap="nowrap">
            <Text fw={700} lineClamp={1}>
              {incident.title}
            </Text>
            <SeverityBadge severity={incident.severity} />
          </Group>
          <Group gap="xs">
            <Text size="sm">{incident.category}</Text>
            <Badge color={isOpen ? 'navy.7' : 'gray.7'} variant="outline" size="sm">
              {isOpen ? 'Open' : 'Closed'}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed">
            {incidentDayTime(incident.occurred_at)} · {incident.location} · {incident.reported_by}
            {incident.follow_up_count > 0 &&
              ` · ${incident.follow_up_count} follow-up${incident.follow_up_count === 1 ? '' : 's'}`}
          </Text>
        </Stack>
      </UnstyledButton>
    </Paper>
  );
}

/** The month filter: this month and the 23 before it. */
const MONTHS = Array.from({ length: 24 }, (_, index) => {
  const today = new Date();
  const day = new Date(today.getFullYear(), today.getMonth() - index, 1);
  return {
    value: `${day.getFullYear()}-${day.getMonth() + 1}`,
    label: `${MONTH_NAMES[day.getMonth()]} ${day.getFullYear()}`,
  };
});

/** /incidents (spec 03 §3): the incidents the member may see, filtered by status, category and month. */
export function IncidentsPage({ title }: { title: string }) {
  usePageTitle(title);
  const [status, setStatus] = useState<IncidentStatus | null>(null);
  const [category, setCategory] = useState<IncidentCategory | null>(null);
  const [month, setMonth] = useState<string | null>(null);
  const [year, monthNumber] = month ? month.split('-').map(Number) : [];
  const filters: GetIncidentsRequest = {
    ...(status ? { status } : {}),
    ...(category ? { category } : {}),
    ...(year && monthNumber ? { year, month: monthNumber } : {}),
  };
  const incidents = useIncidents(filters);

  if (incidents.isError)
    return <LoadError title={title} message={incidents.error.message} onRetry={() => incidents.refetch()} />;
  return (
    <SignedInPage title={title}>
      <Button
        component={Link}
        href={REPORT_INCIDENT_PATH}
        size="lg"
        mih={52}
        fullWidth
        leftSection={<IconClipboardPlus size={24} aria-hidden />}
      >
        Report incident
      </Button>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <Select
          label="Status"
          placeholder="All"
          clearable
          data={INCIDENT_STATUSES.map((each) => ({
            value: each,
            label: each === 'open' ? 'Open' : 'Closed',
          }))}
          value={status}
          onChange={(value) => setStatus(value as IncidentStatus | null)}
        />
        <Select
          label="Category"
          placeholder="All"
          clearable
          data={[...INCIDENT_CATEGORIES]}
          value={category}
          onChange={(value) => setCategory(value as IncidentCategory | null)}
        />
        <Select label="Month" placeholder="All" clearable data={MONTHS} value={month} onChange={setMonth} />
      </SimpleGrid>
      <WaitingNote
        call="add_incident"
        match={() => true}
        describe={(payload) => `Incident: ${String(payload.title)}`}
      />
      {incidents.isPending && incidents.fetchStatus !== 'paused' && <PageLoader />}
      <PagedList
        items={incidents.data?.pages.flat()}
        row={(incident) => <IncidentRow key={incident.id} incident={incident} />}
        label="Incidents"
        next={incidents}
        moreLabel="Show more incidents"
      />
    </SignedInPage>
  );
}
