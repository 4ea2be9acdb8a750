import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Redirect } from 'wouter';
import { FormLoadingOverlay } from '../../../components/ui/form-loading-overlay';
import { showError, showSuccess } from '../../../components/ui/toast';
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
  const form = useForm({
    initialValues: { newPassword: '', confirmPassword: '' },
    validate: newPasswordSchema.validate,
  });

  if (!saved.code || !saved.email) return <Redirect to="/otp" replace />;
  const { code, email } = saved;

  const handleSubmit = form.onSubmit(async (values) => {
    const answer = await reset.mutateAsync({ ...values, code, email });
    // spec 01 §8: the new-password screen shows a status 0 message as a toast.
    if (answer.status !== 1) {
      form.setErrors(answer.errors ?? {});
      showError(answer.message);
      return;
    }
    clearPasswordReset();
    showSuccess(answer.message);
    navigate('/login', { replace: true });
  });

  return (
    <AccountCard title="New Password">
      <FormLoadingOverlay visible={reset.isPending} />
      <Text c="dimmed">
        At least 8 characters, with a lowercase letter, an uppercase letter, a number and one of ! @ # $ % ^
        &amp; * _
      </Text>
      <form noValidate {...newPasswordSchema.formProps(handleSubmit)}>
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
          <Button type="submit" fullWidth loading={reset.isPending}>
            Save password
          </Button>
        </Stack>
      </form>
    </AccountCard>
  );
}
