import { Button, Group, Stack, Textarea } from '@mantine/core';
import { lazySchema } from '../../lib/lazy-schema';
import { useCallForm } from '../forms/use-call-form';
import { FormAlert } from '../ui/form-alert';
import { useRespondDuty } from './api/respond-duty';

const schema = lazySchema(() =>
  import('@faith-shield/contract/duty-roster/respond-duty').then((m) => m.RespondDutyRequestSchema),
);

/** spec 03 §4: declining needs a reason ('Please enter a reason'); the owner and leaders are told. */
export function DeclineForm({ dutyId, onDone }: { dutyId: string; onDone: () => void }) {
  const respond = useRespondDuty();
  const { form, formProps, alertProps, isPending } = useCallForm({
    schema,
    initialValues: { id: dutyId, response: 'declined' as const, decline_reason: '' },
    send: respond.mutateAsync,
    onSuccess: onDone,
  });
  return (
    <form {...formProps} aria-label="Decline the duty">
      <Stack gap="xs">
        <FormAlert {...alertProps} />
        <Textarea
          label="Reason"
          autosize
          minRows={2}
          maxLength={200}
          data-autofocus
          {...form.getInputProps('decline_reason')}
        />
        <Group grow>
          <Button variant="default" mih={44} onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" color="red.9" mih={44} loading={isPending}>
            Decline
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
