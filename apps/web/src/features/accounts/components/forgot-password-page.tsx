import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link } from 'wouter';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormLoadingOverlay } from '../../../components/ui/form-loading-overlay';
import { showSuccess } from '../../../components/ui/toast';
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
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: '' },
    validate: forgotPasswordSchema.validate,
  });

  const handleSubmit = form.onSubmit(async (values) => {
    setAlert(null);
    const email = values.email.trim().toLowerCase();
    const answer = await forgotPassword.mutateAsync({ email });
    if (answer.status !== 1) {
      form.setErrors(answer.errors ?? {});
      setAlert(answer.message);
      return;
    }
    setSavedEmail(email);
    showSuccess(answer.message);
    navigate('/otp');
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
      <FormLoadingOverlay visible={forgotPassword.isPending} />
      <Text c="dimmed">Enter the email address of your account and we will send you a 6-digit code.</Text>
      <FormAlert message={alert} />
      <form noValidate {...forgotPasswordSchema.formProps(handleSubmit)}>
        <Stack gap="md">
          <TextInput
            label="Email address"
            type="email"
            autoComplete="email"
            inputMode="email"
            {...form.getInputProps('email')}
          />
          <Button type="submit" fullWidth loading={forgotPassword.isPending}>
            Send OTP
          </Button>
        </Stack>
      </form>
    </AccountCard>
  );
}
