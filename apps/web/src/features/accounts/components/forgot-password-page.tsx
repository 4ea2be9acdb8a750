import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { Link } from 'wouter';
import { useCallForm } from '../../../components/forms/use-call-form';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormLoadingOverlay } from '../../../components/ui/form-loading-overlay';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { lazySchema } from '../../../lib/lazy-schema';
import { useNavigate } from '../../../lib/navigation';
import { setSavedEmail } from '../../../lib/session';
import { useForgotPassword } from '../api/forgot-password';
import { AccountCard } from './account-card';

const forgotPasswordSchema = lazySchema(() =>
  import('@faith-shield/contract/accounts/forgot-password').then((m) => m.ForgotPasswordRequestSchema),
);

/** /forgot-password (spec 01 §2, §5): on success the e-mail is saved and the user goes to /otp. */
export function ForgotPasswordPage() {
  usePageTitle('Forgot Password');
  const navigate = useNavigate();
  const forgotPassword = useForgotPassword();
  const { form, formProps, alertProps, isPending } = useCallForm({
    schema: forgotPasswordSchema,
    initialValues: { email: '' },
    transformValues: (values) => ({ email: values.email.trim().toLowerCase() }),
    send: forgotPassword.mutateAsync,
    onSuccess: (_, { email }) => {
      setSavedEmail(email);
      navigate('/otp');
    },
  });

  return (
    <AccountCard
      title="Forgot Password"
      footer={
        <Text ta="center">
          Remembered it?{' '}
          <Anchor component={Link} to="/login" fw={600}>
            Back to login
          </Anchor>
        </Text>
      }
    >
      <FormLoadingOverlay visible={isPending} />
      <Text c="dimmed">Enter the email address of your account and we will send you a 6-digit code.</Text>
      <FormAlert {...alertProps} />
      <form {...formProps}>
        <Stack gap="md">
          <TextInput
            label="Email address"
            type="email"
            autoComplete="email"
            inputMode="email"
            {...form.getInputProps('email')}
          />
          <Button type="submit" fullWidth loading={isPending}>
            Send OTP
          </Button>
        </Stack>
      </form>
    </AccountCard>
  );
}
