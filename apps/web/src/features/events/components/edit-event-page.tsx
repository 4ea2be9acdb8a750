import type { EventDetail } from '@faith-shield/contract/events/event-fields';
import type { OTHER_SUB_USER } from '@faith-shield/contract/events/event-messages';
import { Box, Button, Paper, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useCallForm } from '../../../components/forms/use-call-form';
import { ImagePicker } from '../../../components/images/image-picker';
import { SignedInPage } from '../../../components/layout/signed-in-page';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormLoadingOverlay } from '../../../components/ui/form-loading-overlay';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoader } from '../../../components/ui/page-loader';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { lazySchema } from '../../../lib/lazy-schema';
import { useNavigate } from '../../../lib/navigation';
import { isCurrentAnswer } from '../../../lib/offline/current-answer';
import { useEventUpdate } from '../api/event-update';
import { useEventDetail } from '../api/get-event-detail';
import { DATE_TIME_GRID } from '../date-time-grid';
import { EVENT_IMAGE_RULES } from '../event-image-rules';
import { toInputs, viewerTimeZone } from '../event-times';
import { EventDetailsFields } from './event-details-fields';
import { EventImage } from './event-image';
import { TeamField } from './team-field';
import { useEventId } from './use-event-id';

const schema = lazySchema(() =>
  import('@faith-shield/contract/events/event-update').then((m) => m.EventUpdateRequestSchema),
);

type Values = {
  id: string;
  event_categories: string;
  sub_user_id: string[] | typeof OTHER_SUB_USER;
  title: string;
  description: string;
  security: string;
  start_date: string;
  start_time: string;
  end_date: string;
  end_time: string;
  time_zone: string;
};

/** The event as the form holds it: its times in the viewer's zone, which is sent back with them. */
const valuesOf = (event: EventDetail): Values => {
  const start = toInputs(event.utc_start_date);
  const end = toInputs(event.utc_end_date);
  return {
    id: event.id,
    event_categories: event.event_categories,
    sub_user_id: event.sub_user_id,
    title: event.title,
    description: event.description,
    security: event.security,
    start_date: start.date,
    start_time: start.time,
    end_date: end.date,
    end_time: end.time,
    time_zone: viewerTimeZone(),
  };
};

function EditEventForm({ event }: { event: EventDetail }) {
  const navigate = useNavigate();
  const update = useEventUpdate();
  const [image, setImage] = useState<File | null>(null);
  const { form, formProps, alertProps, isPending } = useCallForm<Values>({
    schema,
    initialValues: valuesOf(event),
    send: (values) => update.mutateAsync({ ...values, ...(image ? { image } : {}) }),
    onSuccess: () => navigate('/events'),
  });
  const startDate = form.getValues().start_date;

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} pos="relative">
      <FormLoadingOverlay visible={isPending} />
      <form {...formProps}>
        <Stack gap="md">
          <FormAlert {...alertProps} />
          <ImagePicker
            label="Image"
            inputLabel="Event image"
            chooseText={image || event.image ? 'Change image' : 'Choose image'}
            hint="JPG or PNG"
            files={image ? [image] : []}
            onChange={([chosen = null]) => setImage(chosen)}
            rules={EVENT_IMAGE_RULES}
            current={event.image}
            renderPreview={(url) => (
              <Box maw={360} w="100%">
                <EventImage image={url} alt="The event's image" />
              </Box>
            )}
          />
          <TeamField
            value={form.getValues().sub_user_id}
            onChange={(value) => form.setFieldValue('sub_user_id', value)}
            error={form.errors.sub_user_id as string | undefined}
          />
          <EventDetailsFields form={form} />
          <div style={DATE_TIME_GRID}>
            <TextInput type="date" label="Start date" withAsterisk {...form.getInputProps('start_date')} />
            <TextInput type="time" label="Start time" withAsterisk {...form.getInputProps('start_time')} />
            <TextInput
              type="date"
              label="End date"
              withAsterisk
              min={startDate || undefined}
              {...form.getInputProps('end_date')}
            />
            <TextInput type="time" label="End time" withAsterisk {...form.getInputProps('end_time')} />
          </div>
          <Button type="submit" fullWidth mt="sm" size="md" loading={isPending}>
            Save changes
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

/** /edit-event/{id} (spec 02 §2, §5): the same fields with separate start and end; success → /events. */
export function EditEventPage({ title }: { title: string }) {
  usePageTitle(title);
  const id = useEventId();
  const detail = useEventDetail(id, 'owner');
  if (detail.isError)
    return (
      <LoadError title={title} size="md" message={detail.error.message} onRetry={() => detail.refetch()} />
    );
  return (
    <SignedInPage title={title} size="md">
      {detail.isPending || !isCurrentAnswer(detail.dataUpdatedAt) ? (
        <PageLoader />
      ) : (
        <EditEventForm key={detail.data.id} event={detail.data} />
      )}
    </SignedInPage>
  );
}
