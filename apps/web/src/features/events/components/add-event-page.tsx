import { EVENT_FORM_MESSAGES } from '@faith-shield/contract/events/event-messages';
import { Box, Button, Paper, Stack } from '@mantine/core';
import { useDeferredValue, useState } from 'react';
import { useCallForm } from '../../../components/forms/use-call-form';
import { ImagePicker } from '../../../components/images/image-picker';
import { SignedInPage } from '../../../components/layout/signed-in-page';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormLoadingOverlay } from '../../../components/ui/form-loading-overlay';
import { PageLoader } from '../../../components/ui/page-loader';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { lazySchema } from '../../../lib/lazy-schema';
import { useNavigate } from '../../../lib/navigation';
import { useAddEvent } from '../api/add-event';
import { EVENT_IMAGE_RULES } from '../event-image-rules';
import { isBeforeThisMinute, viewerTimeZone } from '../event-times';
import { type AddEventValues, type DateRowValues, EMPTY_ROW } from './add-event-values';
import { DateRows } from './date-rows';
import { EventDetailsFields } from './event-details-fields';
import { EventImage } from './event-image';
import { TeamField } from './team-field';

const schema = lazySchema(() =>
  import('@faith-shield/contract/events/add-event').then((m) => m.AddEventRequestSchema),
);

/** spec 02 §5: a start is not before today; here, not before this minute, as the server checks. */
const pastRows = (rows: DateRowValues[]) =>
  Object.fromEntries(
    rows.flatMap((row, index) =>
      row.start_date && row.start_time && isBeforeThisMinute(row.start_date, row.start_time)
        ? [[`date_array.${index}`, EVENT_FORM_MESSAGES.startInPast]]
        : [],
    ),
  );

/**
 * The team the form offers, drawn by the first render (route.ts): its answer arriving later
 * would draw the selector in a render React cannot slice.
 */

/**
 * /add-events (spec 02 §2, §5): image, 'Other' or the team, category, title, description, the
 * date rows and 'Need more security?'. One event per row; success → /events.
 */
export function AddEventPage({ title }: { title: string }) {
  usePageTitle(title);
  const navigate = useNavigate();
  const add = useAddEvent();
  // The page's frame first, then the form a part at a time, each in a render React may pause:
  // drawn at once, it is one long task on a phone.
  const isFormDrawn = useDeferredValue(true, false);
  const isDetailsDrawn = useDeferredValue(isFormDrawn, false);
  const isRestDrawn = useDeferredValue(isDetailsDrawn, false);
  const [image, setImage] = useState<File | null>(null);
  const { form, formProps, alertProps, isPending } = useCallForm<AddEventValues>({
    schema,
    initialValues: {
      event_categories: 'Main Service',
      sub_user_id: [],
      title: '',
      description: '',
      security: 'No',
      date_array: [EMPTY_ROW],
      time_zone: '',
    },
    check: (values) => pastRows(values.date_array),
    send: (values) =>
      add.mutateAsync({ ...values, time_zone: viewerTimeZone(), ...(image ? { image } : {}) }),
    onSuccess: () => navigate('/events'),
  });

  return (
    <SignedInPage title={title} size="md">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} pos="relative">
        <FormLoadingOverlay visible={isPending} />
        {!isFormDrawn ? (
          <PageLoader />
        ) : (
          <form {...formProps}>
            <Stack gap="md">
              <FormAlert {...alertProps} />
              <ImagePicker
                label="Image"
                inputLabel="Event image"
                chooseText={image ? 'Change image' : 'Choose image'}
                hint="JPG or PNG"
                files={image ? [image] : []}
                onChange={([chosen = null]) => setImage(chosen)}
                rules={EVENT_IMAGE_RULES}
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
              {isDetailsDrawn && <EventDetailsFields form={form} />}
              {isRestDrawn && (
                <>
                  <DateRows form={form} />
                  <Button type="submit" fullWidth mt="sm" size="md" loading={isPending}>
                    Add Event
                  </Button>
                </>
              )}
            </Stack>
          </form>
        )}
      </Paper>
    </SignedInPage>
  );
}
