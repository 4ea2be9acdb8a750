import type { operatorResetOwnerTwoFactorCall } from '@faith-shield/contract/operators/operator-reset-owner-two-factor';
import { Alert, Button, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { callOperator } from '../lib/call-operator';

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
  const [reason, setReason] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    const sent = await callOperator<typeof operatorResetOwnerTwoFactorCall>(
      'operator_reset_owner_two_factor',
      {
        id,
        reason,
      },
    );
    setPending(false);
    if (sent.status !== 1) {
      setRefusal(sent.errors?.reason ?? sent.message);
      return;
    }
    onDone(sent.message);
    void queryClient.invalidateQueries({ queryKey: ['operator_organisation', id] });
  };
  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={submit} aria-label="Reset the owner’s two-factor authentication">
        <Stack gap="sm">
          <Title order={3} fz="lg">
            Owner’s two-factor authentication
          </Title>
          <Text size="sm">
            Only when {ownerName} has lost both their phone and their recovery codes. Confirm who they are
            first (call back on the number on file, never on the word of the e-mail or call that asks). They
            are signed out everywhere and mailed; both audit logs keep what you write.
          </Text>
          {refusal && (
            <Alert color="red" role="alert">
              {refusal}
            </Alert>
          )}
          <Textarea
            label="How you confirmed their identity"
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            rows={3}
            maxLength={500}
          />
          <Button type="submit" color="red.9" loading={isPending} style={{ alignSelf: 'flex-start' }}>
            Reset two-factor
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
