import { Button, Paper, Stack, Textarea } from '@mantine/core';
import { useCallForm } from '../../../components/forms/use-call-form';
import { FormAlert } from '../../../components/ui/form-alert';
import { lazySchema } from '../../../lib/lazy-schema';
import { useCloseAlert } from '../api/close-alert';

const schema = lazySchema(() =>
  import('@faith-shield/contract/alerts/close-alert').then((m) => m.CloseAlertRequestSchema),
);

/** spec 03 §2: the owner or a leader closes the alert; every member is told 'All clear'. */
export function CloseAlertForm({ alertId }: { alertId: string }) {
  const close = useCloseAlert();
  const { form, formProps, alertProps, isPending } = useCallForm({
    schema,
    initialValues: { id: alertId, closing_note: '' },
    send: close.mutateAsync,
  });
  return (
    <Paper withBorder radius="lg" p="md">
      <form {...formProps} aria-label="All clear">
        <Stack gap="sm">
          <FormAlert {...alertProps} />
          <Textarea
            label="All clear note (optional)"
            autosize
            minRows={2}
            maxLength={500}
            {...form.getInputProps('closing_note')}
          />
          <Button type="submit" color="green.8" size="lg" fullWidth loading={isPending}>
            All clear
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
