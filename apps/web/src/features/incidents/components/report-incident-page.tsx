import '@mantine/core/styles/Chip.css';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Switch.css';
import type { IncidentChoices } from '@faith-shield/contract/incidents/get-incident-choices';
import type { IncidentDetail } from '@faith-shield/contract/incidents/incident-fields';
import {
  INCIDENT_CATEGORIES,
  INCIDENT_SEVERITIES,
  type IncidentCategory,
  type IncidentSeverity,
  type IncidentVisibility,
  type YesNo,
} from '@faith-shield/contract/incidents/incident-messages';
import {
  Autocomplete,
  Button,
  Chip,
  Group,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useCallForm } from '../../../components/forms/use-call-form';
import { ImagePicker } from '../../../components/images/image-picker';
import { SignedInPage } from '../../../components/layout/signed-in-page';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormLoadingOverlay } from '../../../components/ui/form-loading-overlay';
import { PageLoader } from '../../../components/ui/page-loader';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { lazySchema } from '../../../lib/lazy-schema';
import { useNavigate } from '../../../lib/navigation';
import { useAddIncident } from '../api/add-incident';
import { useIncidentChoices } from '../api/get-incident-choices';
import { INCIDENT_PHOTO_RULES } from '../incident-photo-rules';
import {
  INCIDENTS_PATH,
  incidentPath,
  nowFields,
  SEVERITY_COLOURS,
  VISIBILITY_WORDS,
} from '../incident-words';
import classes from './report-incident-page.module.css';

const schema = lazySchema(() =>
  import('@faith-shield/contract/incidents/add-incident').then((m) => m.AddIncidentRequestSchema),
);

type Values = {
  category: IncidentCategory | '';
  title: string;
  description: string;
  occurred_date: string;
  occurred_time: string;
  time_zone: string;
  location: string;
  event_id: string;
  people_involved: string;
  injuries: YesNo;
  police_called: YesNo;
  police_report_number: string;
  severity: IncidentSeverity | '';
  visibility: IncidentVisibility;
  images: File[];
  client_id: string;
};

const runningEventOf = (choices: IncidentChoices | undefined) =>
  choices?.events.find((event) => event.running)?.id ?? '';

function ChipField({
  label,
  error,
  children,
}: {
  label: string;
  error: string | undefined;
  children: React.ReactNode;
}) {
  const id = `${label.toLowerCase().replaceAll(' ', '-')}-label`;
  return (
    <Stack gap={4}>
      <Text fw={500} id={id}>
        {label}{' '}
        <Text span c="red">
          *
        </Text>
      </Text>
      <Group gap="xs" role="radiogroup" aria-labelledby={id}>
        {children}
      </Group>
      {error && (
        <Text c="red.8" size="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

function ReportIncidentForm({ choices }: { choices: IncidentChoices | undefined }) {
  const navigate = useNavigate();
  const add = useAddIncident();
  const initialValues = useMemo<Values>(
    () => ({
      category: '',
      title: '',
      description: '',
      ...nowFields(),
      location: '',
      event_id: runningEventOf(choices),
      people_involved: '',
      injuries: 'No',
      police_called: 'No',
      police_report_number: '',
      severity: '',
      visibility: 'leaders',
      images: [],
      // the app's own id of this report: sent twice (a retry), it lands once
      client_id: crypto.randomUUID(),
    }),
    [choices],
  );
  const { form, formProps, alertProps, isPending } = useCallForm<Values, Values, IncidentDetail>({
    schema,
    initialValues,
    send: (values) =>
      add({
        ...values,
        category: values.category as IncidentCategory,
        severity: values.severity as IncidentSeverity,
      }),
    // no network: it waits on the phone, shown in the list until it is sent
    onSuccess: (answer) =>
      navigate('queued' in answer ? INCIDENTS_PATH : incidentPath(answer.data.id), { replace: true }),
  });
  const running = runningEventOf(choices);
  // the running event, when the choices arrive after the form is drawn
  useEffect(() => {
    if (running && !form.values.event_id) form.setFieldValue('event_id', running);
  }, [running, form.setFieldValue, form.values.event_id]);

  const yesNo = (field: 'injuries' | 'police_called', label: string) => (
    <Switch
      size="lg"
      label={label}
      onLabel="Yes"
      offLabel="No"
      checked={form.values[field] === 'Yes'}
      onChange={(event) => form.setFieldValue(field, event.currentTarget.checked ? 'Yes' : 'No')}
      styles={{ body: { alignItems: 'center', minHeight: 44 } }}
    />
  );

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} pos="relative">
      <FormLoadingOverlay visible={isPending} />
      <form {...formProps}>
        <Stack gap="md">
          <FormAlert {...alertProps} />
          <Chip.Group {...form.getInputProps('category')}>
            <ChipField label="Category" error={form.errors.category as string | undefined}>
              {INCIDENT_CATEGORIES.map((each) => (
                <Chip
                  key={each}
                  value={each}
                  type="radio"
                  size="lg"
                  radius="md"
                  classNames={{ label: classes.chip }}
                >
                  {each}
                </Chip>
              ))}
            </ChipField>
          </Chip.Group>
          <Chip.Group {...form.getInputProps('severity')}>
            <ChipField label="Severity" error={form.errors.severity as string | undefined}>
              {INCIDENT_SEVERITIES.map((each) => (
                <Chip
                  key={each}
                  value={each}
                  type="radio"
                  size="lg"
                  radius="md"
                  color={SEVERITY_COLOURS[each]}
                  variant="filled"
                  classNames={{ label: classes.chip }}
                >
                  {each}
                </Chip>
              ))}
            </ChipField>
          </Chip.Group>
          <TextInput label="Title" withAsterisk maxLength={150} {...form.getInputProps('title')} />
          <Textarea
            label="What happened"
            withAsterisk
            autosize
            minRows={3}
            maxLength={5000}
            {...form.getInputProps('description')}
          />
          <SimpleGrid cols={2} spacing="sm">
            <TextInput type="date" label="Date" withAsterisk {...form.getInputProps('occurred_date')} />
            <TextInput type="time" label="Time" withAsterisk {...form.getInputProps('occurred_time')} />
          </SimpleGrid>
          <Text size="xs" c="dimmed" mt={-8}>
            Set to now; change it if it happened earlier.
          </Text>
          <Autocomplete
            label="Location"
            withAsterisk
            placeholder="e.g. North parking lot"
            maxLength={200}
            data={choices?.locations ?? []}
            {...form.getInputProps('location')}
          />
          {(choices?.events.length ?? 0) > 0 && (
            <Select
              label="Event"
              placeholder="Not during an event"
              clearable
              data={(choices?.events ?? []).map((event) => ({
                value: event.id,
                label: event.running ? `${event.title} (now)` : event.title,
              }))}
              {...form.getInputProps('event_id')}
              onChange={(value) => form.setFieldValue('event_id', value ?? '')}
            />
          )}
          <ImagePicker
            label="Photos"
            inputLabel="Choose photos"
            chooseText="Choose photos"
            cameraText="Take photo"
            hint="JPG or PNG, up to 5 MB each, at most 5. Location data in photos is removed."
            rules={INCIDENT_PHOTO_RULES}
            previews={{ label: 'Photos to send', altOf: (index) => `Photo ${index + 1}` }}
            files={form.values.images}
            onChange={(files) => form.setFieldValue('images', files)}
            error={form.errors.images as string | undefined}
          />
          <TextInput
            label="People involved"
            description="Optional: names or descriptions"
            maxLength={1000}
            {...form.getInputProps('people_involved')}
          />
          {yesNo('injuries', 'Anyone injured?')}
          {yesNo('police_called', 'Police called?')}
          {form.values.police_called === 'Yes' && (
            <TextInput
              label="Police report number"
              description="Optional"
              maxLength={100}
              {...form.getInputProps('police_report_number')}
            />
          )}
          <Stack gap={4}>
            <Text fw={500} id="visibility-label">
              Who can see it
            </Text>
            <SegmentedControl
              aria-labelledby="visibility-label"
              fullWidth
              size="md"
              data={[
                { value: 'leaders', label: 'Leaders' },
                { value: 'team', label: 'Whole team' },
              ]}
              {...form.getInputProps('visibility')}
            />
            <Text size="sm" c="dimmed">
              {VISIBILITY_WORDS[form.values.visibility]}
            </Text>
          </Stack>
          <Button type="submit" size="lg" fullWidth loading={isPending}>
            Send report
          </Button>
          <Button variant="subtle" size="md" onClick={() => navigate(INCIDENTS_PATH)}>
            Cancel
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

/** /report-incident (spec 03 §3): any member reports what happened, from the phone, in seconds. */
export function ReportIncidentPage({ title }: { title: string }) {
  usePageTitle(title);
  const choices = useIncidentChoices();
  return (
    <SignedInPage title={title}>
      {/* offline with no kept choices: the form still opens, without them */}
      {choices.isPending && choices.fetchStatus !== 'paused' ? (
        <PageLoader />
      ) : (
        <ReportIncidentForm choices={choices.data} />
      )}
    </SignedInPage>
  );
}
