import type { operatorResetOwnerTwoFactorCall } from '@faith-shield/contract/operators/operator-reset-owner-two-factor';
import { Button, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallForm } from '../../../components/forms/use-call-form';
import { FormAlert } from '../../../components/ui/form-alert';
import { lazySchema } from '../../../lib/lazy-schema';
import { callOperator } from '../lib/call-operator';

const schema = lazySchema(() =>
  import('@faith-shield/contract/operators/operator-reset-owner-two-factor').then(
    (m) => m.OperatorResetOwnerTwoFactorRequestSchema,
  ),
);

/**
 * Decision decision 067: the owner lost both phone and recovery codes. Support confirms
 * who they are, writes how, and turns their second factor off; both audit logs keep it.
 */
export function ResetOwnerTwoFactor({
  id,
  ownerName,
  onDone,
}: {
  id: string;
  ownerName: string;
  onDone: (message: string) => void;
}) {
  const queryClient = useQueryClient();
  const { form, formProps, alertProps, isPending } = useCallForm({
    schema,
    initialValues: { id, reason: '' },
    send: (values) =>
      callOperator<typeof operatorResetOwnerTwoFactorCall>('operator_reset_owner_two_factor', values),
    // the page shows the answer's message in place of the form
    confirmation: false,
    onSuccess: (answer) => {
      onDone(answer.message);
      void queryClient.invalidateQueries({ queryKey: ['operator_organisation', id] });
    },
  });
  return (
    <Paper withBorder p="md" radius="md">
      <form {...formProps} aria-label="Reset the owner’s two-factor authentication">
        <Stack gap="sm">
          <Title order={3} fz="lg">
            Owner’s two-factor authentication
          </Title>
          <Text size="sm">
            Only when {ownerName} has lost both their phone and their recovery codes. Confirm who they are
            first (call back on the number on file, never on the word of the e-mail or call that asks). They
            are signed out everywhere and mailed; both audit logs keep what you write.
          </Text>
          <FormAlert {...alertProps} />
          <Textarea
            label="How you confirmed their identity"
            rows={3}
            maxLength={500}
            {...form.getInputProps('reason')}
          />
          <Button type="submit" color="red.9" loading={isPending} style={{ alignSelf: 'flex-start' }}>
            Reset two-factor
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
