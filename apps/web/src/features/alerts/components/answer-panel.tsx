import type { AlertAnswerChoice } from '@faith-shield/contract/alerts/alert-messages';
import { Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconCheck, IconFirstAidKit, IconMapPin, IconUserOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useCallForm } from '../../../components/forms/use-call-form';
import { WaitingNote } from '../../../components/offline/waiting-note';
import { FormAlert } from '../../../components/ui/form-alert';
import { lazySchema } from '../../../lib/lazy-schema';
import { ANSWER_WORDS } from '../alert-words';
import { useAnswerAlert } from '../api/answer-alert';

const schema = lazySchema(() =>
  import('@faith-shield/contract/alerts/answer-alert').then((m) => m.AnswerAlertRequestSchema),
);

type Values = { id: string; answer: AlertAnswerChoice | ''; note: string; lat: string; long: string };

const CHOICES = [
  { answer: 'ok', color: 'green.8', Icon: IconCheck },
  { answer: 'help', color: 'red.8', Icon: IconFirstAidKit },
  { answer: 'away', color: 'gray.7', Icon: IconUserOff },
] as const;

type Place = 'none' | 'asking' | 'shared' | 'refused';

/**
 * The member's answer (spec 03 §2): one tap on OK, Need help or Not on site sends it, with the
 * note and the place when shared. A member may answer again; the last answer counts.
 */
export function AnswerPanel({ alertId, current }: { alertId: string; current?: string }) {
  const answer = useAnswerAlert();
  const [place, setPlace] = useState<Place>('none');
  const { form, formProps, alertProps, isPending } = useCallForm<Values>({
    schema,
    initialValues: { id: alertId, answer: '', note: '', lat: '', long: '' },
    send: ({ answer: choice, ...values }) => answer({ ...values, answer: choice as AlertAnswerChoice }),
  });

  const shareLocation = () => {
    if (!('geolocation' in navigator)) return setPlace('refused');
    setPlace('asking');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        form.setFieldValue('lat', String(coords.latitude));
        form.setFieldValue('long', String(coords.longitude));
        setPlace('shared');
      },
      () => setPlace('refused'),
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  };

  return (
    <Paper withBorder radius="lg" p="md">
      <form {...formProps} aria-label="Your answer">
        <Stack gap="sm">
          <Text fw={700} fz="lg">
            Are you safe?
          </Text>
          {current && current !== 'pending' && (
            <Text size="sm" c="dimmed">
              Your answer: {ANSWER_WORDS[current as AlertAnswerChoice]}. You can answer again.
            </Text>
          )}
          <FormAlert {...alertProps} />
          <WaitingNote
            call="answer_alert"
            match={(payload) => payload.id === alertId}
            describe={(payload) => `Your answer: ${ANSWER_WORDS[payload.answer as AlertAnswerChoice]}`}
          />
          <Stack gap="xs">
            {CHOICES.map(({ answer: choice, color, Icon }) => (
              <Button
                key={choice}
                type="submit"
                color={color}
                size="xl"
                h={64}
                fullWidth
                leftSection={<Icon size={26} aria-hidden />}
                loading={isPending && form.values.answer === choice}
                disabled={isPending && form.values.answer !== choice}
                onClick={() => form.setFieldValue('answer', choice)}
              >
                {ANSWER_WORDS[choice]}
              </Button>
            ))}
          </Stack>
          {form.errors.answer && (
            <Text c="red.8" size="sm" role="alert">
              {form.errors.answer}
            </Text>
          )}
          <Textarea
            label="Note (optional)"
            autosize
            minRows={2}
            maxLength={200}
            {...form.getInputProps('note')}
          />
          <Group gap="sm" wrap="wrap">
            <Button
              variant="light"
              mih={44}
              leftSection={<IconMapPin size={20} aria-hidden />}
              loading={place === 'asking'}
              onClick={shareLocation}
            >
              Share my location
            </Button>
            <Text size="sm" c={place === 'refused' ? 'red.8' : 'dimmed'} aria-live="polite">
              {place === 'shared' && 'Your location will be sent with your answer.'}
              {place === 'refused' && 'Your location could not be read.'}
            </Text>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
