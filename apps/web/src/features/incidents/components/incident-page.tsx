import type { IncidentDetail } from '@faith-shield/contract/incidents/incident-fields';
import { Badge, Button, Group, Paper, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import '@mantine/core/styles/Table.css';
import { IconDownload } from '@tabler/icons-react';
import { useRoute } from 'wouter';
import { useCallForm } from '../../../components/forms/use-call-form';
import { ImageThumbnail } from '../../../components/images/image-thumbnail';
import { SignedInPage } from '../../../components/layout/signed-in-page';
import { FormAlert } from '../../../components/ui/form-alert';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoader } from '../../../components/ui/page-loader';
import { showError } from '../../../components/ui/toast';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { lazySchema } from '../../../lib/lazy-schema';
import { useAddIncidentFollowUp } from '../api/add-incident-follow-up';
import { useCloseIncident } from '../api/close-incident';
import { useIncidentDetail } from '../api/get-incident-detail';
import { useIncidentPdf } from '../api/incident-pdf';
import { incidentDayTime } from '../incident-words';
import { SeverityBadge } from './severity-badge';

const followUpSchema = lazySchema(() =>
  import('@faith-shield/contract/incidents/add-incident-follow-up').then(
    (m) => m.AddIncidentFollowUpRequestSchema,
  ),
);
const closeSchema = lazySchema(() =>
  import('@faith-shield/contract/incidents/close-incident').then((m) => m.CloseIncidentRequestSchema),
);

function FollowUpForm({ incidentId }: { incidentId: string }) {
  const add = useAddIncidentFollowUp();
  const { form, formProps, alertProps, isPending } = useCallForm({
    schema: followUpSchema,
    initialValues: { id: incidentId, note: '' },
    send: add.mutateAsync,
    onSuccess: () => form.setFieldValue('note', ''),
  });
  return (
    <form {...formProps} aria-label="Add follow-up">
      <Stack gap="sm">
        <FormAlert {...alertProps} />
        <Textarea label="Follow-up" autosize minRows={2} maxLength={2000} {...form.getInputProps('note')} />
        <Button type="submit" size="md" loading={isPending}>
          Add follow-up
        </Button>
      </Stack>
    </form>
  );
}

function CloseForm({ incidentId }: { incidentId: string }) {
  const close = useCloseIncident();
  const { form, formProps, alertProps, isPending } = useCallForm({
    schema: closeSchema,
    initialValues: { id: incidentId, closing_note: '' },
    send: close.mutateAsync,
  });
  return (
    <Paper withBorder radius="lg" p="md">
      <form {...formProps} aria-label="Close incident">
        <Stack gap="sm">
          <FormAlert {...alertProps} />
          <Textarea
            label="Closing note"
            withAsterisk
            autosize
            minRows={2}
            maxLength={2000}
            {...form.getInputProps('closing_note')}
          />
          <Button type="submit" color="green.8" size="md" loading={isPending}>
            Close
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

function PdfButton({ incidentId }: { incidentId: string }) {
  const pdf = useIncidentPdf();
  const download = async () => {
    try {
      const { url } = await pdf.mutateAsync(incidentId);
      window.location.assign(url);
    } catch (error) {
      showError(error instanceof Error ? error.message : 'Something went wrong');
    }
  };
  return (
    <Button
      variant="light"
      size="md"
      loading={pdf.isPending}
      onClick={download}
      leftSection={<IconDownload size={20} aria-hidden />}
    >
      Download PDF
    </Button>
  );
}

function Facts({ incident }: { incident: IncidentDetail }) {
  const rows: [string, string][] = [
    ['When', incidentDayTime(incident.occurred_at)],
    ['Where', incident.location],
    ['Event', incident.event_title || '—'],
    ['People involved', incident.people_involved || '—'],
    ['Injuries', incident.injuries],
    ['Police called', incident.police_called],
    ...(incident.police_report_number
      ? [['Police report number', incident.police_report_number] as [string, string]]
      : []),
    ['Reported by', incident.reported_by],
    ['Visible to', incident.visibility === 'team' ? 'Whole team' : 'Owner and leaders'],
  ];
  return (
    <Table variant="vertical" layout="fixed">
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={140}>{label}</Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Incident({ incident }: { incident: IncidentDetail }) {
  const isOpen = incident.status === 'open';
  return (
    <Stack gap="md">
      <Group gap="xs">
        <SeverityBadge severity={incident.severity} />
        <Badge variant="outline" color="gray.7">
          {incident.category}
        </Badge>
        <Badge variant="outline" color={isOpen ? 'navy.7' : 'gray.7'}>
          {isOpen ? 'Open' : 'Closed'}
        </Badge>
      </Group>
      <Title order={2} fz="xl">
        {incident.title}
      </Title>
      <Text style={{ whiteSpace: 'pre-wrap' }}>{incident.description}</Text>
      <Facts incident={incident} />
      {incident.images.length > 0 && (
        <Group gap="xs" aria-label="Photos">
          {incident.images.map((src, index) => (
            <ImageThumbnail key={src} src={src} alt={`Photo ${index + 1} of ${incident.title}`} size={96} />
          ))}
        </Group>
      )}
      <PdfButton incidentId={incident.id} />
      <Title order={3} fz="lg">
        Follow-ups
      </Title>
      {incident.follow_ups.length === 0 && (
        <Text c="dimmed" size="sm">
          No follow-ups yet.
        </Text>
      )}
      <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Follow-ups">
        {incident.follow_ups.map((followUp) => (
          <Paper component="li" key={followUp.id} withBorder radius="md" p="sm">
            <Text size="xs" c="dimmed">
              {incidentDayTime(followUp.created_at)} · {followUp.name}
            </Text>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{followUp.note}</Text>
          </Paper>
        ))}
      </Stack>
      {!isOpen && (
        <Paper withBorder radius="md" p="sm" bg="gray.0">
          <Text size="xs" c="dimmed">
            Closed {incident.closed_at ? incidentDayTime(incident.closed_at) : ''} · {incident.closed_by}
          </Text>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{incident.closing_note}</Text>
        </Paper>
      )}
      <FollowUpForm incidentId={incident.id} />
      {isOpen && incident.can_close && <CloseForm incidentId={incident.id} />}
    </Stack>
  );
}

/** /incidents/:id (spec 03 §3): every field, photos, the follow-up timeline, close and PDF. */
export function IncidentPage({ title }: { title: string }) {
  usePageTitle(title);
  const [, params] = useRoute<{ id: string }>('/incidents/:id');
  const id = params?.id ?? '';
  const incident = useIncidentDetail(id);
  if (incident.isError)
    return <LoadError title={title} message={incident.error.message} onRetry={() => incident.refetch()} />;
  return (
    <SignedInPage title={title}>
      {incident.isPending ? <PageLoader /> : <Incident incident={incident.data} />}
    </SignedInPage>
  );
}
