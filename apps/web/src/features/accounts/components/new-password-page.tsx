import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Redirect } from 'wouter';
import { useCallForm } from '../../../components/forms/use-call-form';
import { FormLoadingOverlay } from '../../../components/ui/form-loading-overlay';
import { showError } from '../../../components/ui/toast';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { lazySchema } from '../../../lib/lazy-schema';
import { useNavigate } from '../../../lib/navigation';
import { clearPasswordReset, getResetCode, getSavedEmail } from '../../../lib/session';
import { useResetPasswordUpdate } from '../api/reset-password-update';
import { AccountCard } from './account-card';

const newPasswordSchema = lazySchema(async () => {
  const [{ matching }, { RESET_PASSWORD_MESSAGES, ResetPasswordFieldsSchema }] = await Promise.all([
    import('@faith-shield/contract/accounts/password'),
    import('@faith-shield/contract/accounts/reset-password-update'),
  ]);
  return ResetPasswordFieldsSchema.pick({ newPassword: true, confirmPassword: true }).refine(
    ...matching('newPassword', 'confirmPassword', RESET_PASSWORD_MESSAGES.mismatch),
  );
});

const TOGGLE = { visibilityToggleButtonProps: { 'aria-label': 'Show or hide password' } };

/**
 * /new-password (spec 01 §2, §4, §5): with no saved code it sends the user to /otp; a successful
 * reset clears the saved code and e-mail and goes to /login.
 */
export function NewPasswordPage() {
  usePageTitle('New Password');
  const navigate = useNavigate();
  const reset = useResetPasswordUpdate();
  const [saved] = useState(() => ({ code: getResetCode(), email: getSavedEmail() }));
  const { form, formProps, isPending } = useCallForm({
    schema: newPasswordSchema,
    initialValues: { newPassword: '', confirmPassword: '' },
    send: (values) => reset.mutateAsync({ ...values, code: saved.code ?? '', email: saved.email ?? '' }),
    // spec 01 §8: the new-password screen shows a status 0 message as a toast.
    onRefusal: showError,
    onSuccess: () => {
      clearPasswordReset();
      navigate('/login', { replace: true });
    },
  });

  if (!saved.code || !saved.email) return <Redirect to="/otp" replace />;

  return (
    <AccountCard title="New Password">
      <FormLoadingOverlay visible={isPending} />
      <Text c="dimmed">
        At least 8 characters, with a lowercase letter, an uppercase letter, a number and one of ! @ # $ % ^
        &amp; * _
      </Text>
      <form {...formProps}>
        <Stack gap="md">
          <PasswordInput
            label="New Password"
            autoComplete="new-password"
            {...TOGGLE}
            {...form.getInputProps('newPassword')}
          />
          <PasswordInput
            label="Re-enter New Password"
            autoComplete="new-password"
            {...TOGGLE}
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" fullWidth loading={isPending}>
            Save password
          </Button>
        </Stack>
      </form>
    </AccountCard>
  );
}
