import {
  Badge,
  Button,
  Group,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useCallForm } from '../../../components/forms/use-call-form';
import { FormAlert } from '../../../components/ui/form-alert';
import { lazySchema } from '../../../lib/lazy-schema';
import { useTwoFactorDisable } from '../api/two-factor-disable';
import { useNewRecoveryCodes } from '../api/two-factor-recovery-codes';
import { CodeField } from './code-field';

const newCodesSchema = lazySchema(() =>
  import('@faith-shield/contract/security/two-factor').then((m) => m.TwoFactorRecoveryCodesRequestSchema),
);
const disableSchema = lazySchema(() =>
  import('@faith-shield/contract/security/two-factor').then((m) => m.TwoFactorDisableRequestSchema),
);

function NewCodesForm({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const renew = useNewRecoveryCodes();
  const { form, formProps, alertProps, isPending } = useCallForm({
    schema: newCodesSchema,
    initialValues: { code: '' },
    send: renew.mutateAsync,
    onSuccess: ({ data }) => onCodes(data.recovery_codes),
  });
  return (
    <form {...formProps} aria-label="Make new recovery codes">
      <Stack gap="sm">
        <FormAlert {...alertProps} />
        <CodeField label="Code from your authenticator app" inputProps={form.getInputProps('code')} />
        <Button type="submit" variant="light" loading={isPending}>
          Make new codes
        </Button>
      </Stack>
    </form>
  );
}

function TurnOffForm() {
  const disable = useTwoFactorDisable();
  const { form, formProps, alertProps, isPending } = useCallForm({
    schema: disableSchema,
    initialValues: { password: '', code: '' },
    send: disable.mutateAsync,
  });
  return (
    <form {...formProps} aria-label="Turn off two-factor authentication">
      <Stack gap="sm">
        <FormAlert {...alertProps} />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          visibilityToggleButtonProps={{ 'aria-label': 'Show or hide password' }}
          {...form.getInputProps('password')}
        />
        <TextInput
          label="Code or recovery code"
          autoComplete="one-time-code"
          {...form.getInputProps('code')}
        />
        <Button type="submit" color="red.9" variant="outline" loading={isPending}>
          Turn off
        </Button>
      </Stack>
    </form>
  );
}

/** With it on: how many recovery codes are left, new ones, and turning it off. */
export function TwoFactorOn({
  codesLeft,
  onCodes,
}: {
  codesLeft: number;
  onCodes: (codes: string[]) => void;
}) {
  const [open, setOpen] = useState<'codes' | 'off' | null>(null);
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Badge color="teal.9" variant="filled">
          On
        </Badge>
        <Text size="sm">
          {codesLeft} recovery code{codesLeft === 1 ? '' : 's'} left
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Button variant="light" onClick={() => setOpen(open === 'codes' ? null : 'codes')}>
          Make new codes
        </Button>
        <Button variant="subtle" color="red.9" onClick={() => setOpen(open === 'off' ? null : 'off')}>
          Turn off
        </Button>
      </SimpleGrid>
      {open && (
        <Paper withBorder radius="lg" p="md">
          {open === 'codes' ? <NewCodesForm onCodes={onCodes} /> : <TurnOffForm />}
        </Paper>
      )}
    </Stack>
  );
}
