import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useCallForm } from '../../../components/forms/use-call-form';
import { FormAlert } from '../../../components/ui/form-alert';
import { lazySchema } from '../../../lib/lazy-schema';
import { useResetSubUserTwoFactor } from '../api/reset-sub-user-two-factor';

const resetSchema = lazySchema(() =>
  import('@faith-shield/contract/security/two-factor').then((m) => m.ResetSubUserTwoFactorRequestSchema),
);

/**
 * Decision decision 067: a member lost both phone and recovery codes. The owner confirms
 * with their own password; the member is signed out everywhere and mailed.
 */
export function ResetTwoFactorForm({ id, name, onClose }: { id: string; name: string; onClose: () => void }) {
  const reset = useResetSubUserTwoFactor();
  const { form, formProps, alertProps, isPending } = useCallForm({
    schema: resetSchema,
    initialValues: { id, password: '' },
    send: reset.mutateAsync,
    onSuccess: onClose,
  });
  return (
    <form {...formProps} aria-label={`Reset two-factor authentication of ${name}`}>
      <Stack gap="sm" pt="sm">
        <Text size="sm">
          Only when {name} has lost both their phone and their recovery codes, and has asked you. Their
          two-factor authentication is turned off, they are signed out everywhere and they get an e-mail.
        </Text>
        <FormAlert {...alertProps} />
        <PasswordInput
          label="Your password"
          autoComplete="current-password"
          visibilityToggleButtonProps={{ 'aria-label': 'Show or hide password' }}
          {...form.getInputProps('password')}
        />
        <Group grow wrap="wrap">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" color="red.9" loading={isPending}>
            Reset two-factor
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
