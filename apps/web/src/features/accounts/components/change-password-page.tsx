import { Button, Paper, PasswordInput, Stack, Text } from '@mantine/core';
import { useCallForm } from '../../../components/forms/use-call-form';
import { SignedInPage } from '../../../components/layout/signed-in-page';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormLoadingOverlay } from '../../../components/ui/form-loading-overlay';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { lazySchema } from '../../../lib/lazy-schema';
import { useNavigate } from '../../../lib/navigation';
import { useChangePassword } from '../api/change-password';

const changePasswordSchema = lazySchema(() =>
  import('@faith-shield/contract/accounts/change-password').then((m) => m.ChangePasswordRequestSchema),
);

const TOGGLE = { visibilityToggleButtonProps: { 'aria-label': 'Show or hide password' } };

type Props = {
  title?: string;
  /** Where success leads: the owner's /profile, or a sub user's /subuser-profile (spec 02 §8). */
  successPath?: string;
};

/** /change-password (spec 01 §2, §5): old, new and confirm with visible/hidden toggles; success → /profile. */
export function ChangePasswordPage({ title = 'Change Password', successPath = '/profile' }: Props) {
  usePageTitle(title);
  const navigate = useNavigate();
  const changePassword = useChangePassword();
  // spec 01 §8: change password shows a status 0 message in a red alert above the form.
  const { form, formProps, alertProps, isPending } = useCallForm({
    schema: changePasswordSchema,
    initialValues: { old_password: '', new_password: '', confirm_new_password: '' },
    send: changePassword.mutateAsync,
    onSuccess: () => navigate(successPath),
  });

  return (
    <SignedInPage title={title}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} pos="relative">
        <FormLoadingOverlay visible={isPending} />
        <Stack gap="md">
          <FormAlert {...alertProps} />
          <Text c="dimmed" size="sm">
            At least 8 characters, with a lowercase letter, an uppercase letter, a number and one of ! @ # $ %
            ^ &amp; * _
          </Text>
          <form {...formProps}>
            <Stack gap="md">
              <PasswordInput
                label="Old password"
                autoComplete="current-password"
                {...TOGGLE}
                {...form.getInputProps('old_password')}
              />
              <PasswordInput
                label="New password"
                autoComplete="new-password"
                {...TOGGLE}
                {...form.getInputProps('new_password')}
              />
              <PasswordInput
                label="Re-enter new password"
                autoComplete="new-password"
                {...TOGGLE}
                {...form.getInputProps('confirm_new_password')}
              />
              <Button type="submit" fullWidth loading={isPending}>
                Change Password
              </Button>
            </Stack>
          </form>
        </Stack>
      </Paper>
    </SignedInPage>
  );
}

/** /subuser-change-password (spec 02 §2, §8): the same form; success → /subuser-profile. */
export function SubUserChangePasswordPage({ title }: { title: string }) {
  return <ChangePasswordPage title={title} successPath="/subuser-profile" />;
}
