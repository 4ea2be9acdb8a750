import '@mantine/core/styles/Chip.css';
import type { Alert } from '@faith-shield/contract/alerts/alert-fields';
import { ALERT_KINDS, type AlertKind } from '@faith-shield/contract/alerts/alert-messages';
import { USER_TYPE } from '@faith-shield/contract/shared/constants';
import {
  Button,
  Chip,
  Group,
  NumberInput,
  Paper,
  Radio,
  Stack,
  Text,
  Textarea,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useCallForm } from '../../../components/forms/use-call-form';
import { SignedInPage } from '../../../components/layout/signed-in-page';
import { confirm } from '../../../components/ui/confirm';
import { FormAlert } from '../../../components/ui/form-alert';
import { PageLoader } from '../../../components/ui/page-loader';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { getProfileQueryOptions } from '../../../lib/calls/get-profile';
import { lazySchema } from '../../../lib/lazy-schema';
import { useNavigate } from '../../../lib/navigation';
import { ALERTS_PATH, alertPath, READY_PHRASES } from '../alert-words';
import { useSendAlert } from '../api/send-alert';
import classes from './send-alert-page.module.css';

const schema = lazySchema(() =>
  import('@faith-shield/contract/alerts/send-alert').then((m) => m.SendAlertRequestSchema),
);

type Values = {
  kind: AlertKind | '';
  message: string;
  location_note: string;
  scope: 'team' | 'region';
  radius_miles: number | '';
};

const EMPTY: Values = { kind: '', message: '', location_note: '', scope: 'team', radius_miles: '' };

/** Whom the confirm step names: every member but the sender, and the region when chosen. */
export const toldQuestion = (teamSize: number, values: Pick<Values, 'scope' | 'radius_miles'>) => {
  const others = Math.max(teamSize - 1, 0);
  const people = `${others} ${others === 1 ? 'person' : 'people'} in your team`;
  const region =
    values.scope === 'region'
      ? `, and the owners of places of worship within ${values.radius_miles} miles`
      : '';
  return `This alert tells ${people}${region} at once. Send it now?`;
};

function SendAlertForm({ isOwner, teamSize }: { isOwner: boolean; teamSize: number }) {
  const navigate = useNavigate();
  const send = useSendAlert();
  const { form, formProps, alertProps, isPending } = useCallForm<Values, Values, Alert>({
    schema,
    initialValues: EMPTY,
    send: async (values) =>
      (await confirm({ title: 'Send the alert?', message: toldQuestion(teamSize, values) }))
        ? send.mutateAsync({ ...values, kind: values.kind as AlertKind })
        : { status: 0, message: '' },
    onSuccess: ({ data }) => navigate(alertPath(data.id), { replace: true }),
  });
  const kind = form.values.kind;

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <form {...formProps}>
        <Stack gap="md">
          <FormAlert {...alertProps} />
          <Chip.Group {...form.getInputProps('kind')}>
            <Stack gap={4}>
              <Text fw={500} id="alert-kind-label">
                Type of alert{' '}
                <Text span c="red">
                  *
                </Text>
              </Text>
              <Group gap="xs" role="radiogroup" aria-labelledby="alert-kind-label">
                {ALERT_KINDS.map((each) => (
                  <Chip
                    key={each}
                    value={each}
                    type="radio"
                    size="lg"
                    radius="md"
                    color="red.8"
                    classNames={{ label: classes.chip }}
                  >
                    {each}
                  </Chip>
                ))}
              </Group>
              {form.errors.kind && (
                <Text c="red.8" size="sm" role="alert">
                  {form.errors.kind}
                </Text>
              )}
            </Stack>
          </Chip.Group>
          <Textarea
            label="Message"
            withAsterisk
            autosize
            minRows={3}
            maxLength={500}
            {...form.getInputProps('message')}
          />
          {kind && (
            <Stack gap={6} aria-label="Ready phrases">
              <Text size="sm" c="dimmed">
                Tap a ready phrase to use it:
              </Text>
              {READY_PHRASES[kind].map((phrase) => (
                <UnstyledButton
                  key={phrase}
                  className={classes.phrase}
                  onClick={() => form.setFieldValue('message', phrase)}
                >
                  {phrase}
                </UnstyledButton>
              ))}
            </Stack>
          )}
          <TextInput
            label="Location note"
            description="Optional, e.g. 'Children's wing, room 4'"
            maxLength={200}
            {...form.getInputProps('location_note')}
          />
          {isOwner && (
            <Radio.Group label="Who is told" {...form.getInputProps('scope')}>
              <Stack gap={0} mt={4}>
                <Radio value="team" label="My team" mih={44} styles={RADIO_STYLES} />
                <Radio
                  value="region"
                  label="My team and nearby places of worship"
                  mih={44}
                  styles={RADIO_STYLES}
                />
              </Stack>
            </Radio.Group>
          )}
          {isOwner && form.values.scope === 'region' && (
            <NumberInput
              label="Radius (miles)"
              withAsterisk
              min={1}
              max={50}
              allowDecimal={false}
              inputMode="numeric"
              {...form.getInputProps('radius_miles')}
            />
          )}
          <Button
            type="submit"
            color="red.8"
            size="lg"
            fullWidth
            loading={isPending}
            leftSection={<IconAlertTriangle size={22} aria-hidden />}
          >
            Send alert
          </Button>
          <Button variant="subtle" size="md" onClick={() => navigate(ALERTS_PATH)}>
            Cancel
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

const RADIO_STYLES = { body: { alignItems: 'center', minHeight: 44 } } as const;

/** /send-alert (spec 03 §2): the owner or a team leader tells every member at once. */
export function SendAlertPage({ title }: { title: string }) {
  usePageTitle(title);
  const profile = useQuery(getProfileQueryOptions());
  const isOwner = profile.data?.type === USER_TYPE.owner;
  const canSend = isOwner || profile.data?.leader === 'Yes';
  return (
    <SignedInPage title={title}>
      {profile.isPending && <PageLoader />}
      {profile.isSuccess && !canSend && <FormAlert message="Only team leaders can send alerts" />}
      {profile.isSuccess && canSend && (
        <SendAlertForm isOwner={isOwner} teamSize={profile.data.team_size ?? 1} />
      )}
    </SignedInPage>
  );
}
