import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, Redirect } from 'wouter';
import { useCallForm } from '../../../components/forms/use-call-form';
import { FormLoadingOverlay } from '../../../components/ui/form-loading-overlay';
import { showAnswer, showError } from '../../../components/ui/toast';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { lazySchema } from '../../../lib/lazy-schema';
import { useNavigate } from '../../../lib/navigation';
import { getSavedEmail, setResetCode } from '../../../lib/session';
import { useCodeCheck } from '../api/code-check';
import { useForgotPassword } from '../api/forgot-password';
import { AccountCard } from './account-card';
import { OtpBoxes } from './otp-boxes';

const codeSchema = lazySchema(() =>
  import('@faith-shield/contract/accounts/code-check').then((m) =>
    m.CodeCheckRequestSchema.pick({ code: true }),
  ),
);

/**
 * /otp (spec 01 §2, §4, §5): the code from the mail, checked with the saved e-mail
 * (DESIGN.md §4). A correct code is saved and the user moves on to /new-password.
 */
export function OtpPage() {
  usePageTitle('Verify OTP');
  const navigate = useNavigate();
  const codeCheck = useCodeCheck();
  const resend = useForgotPassword();
  const [email] = useState(getSavedEmail);
  const { form, formProps, isPending } = useCallForm({
    schema: codeSchema,
    initialValues: { code: '' },
    send: ({ code }) => codeCheck.mutateAsync({ code, email: email ?? '' }),
    // spec 01 §8: the OTP screen shows a status 0 message as a toast, and only there.
    onRefusal: showError,
    fieldErrors: () => ({}),
    onSuccess: (_, { code }) => {
      setResetCode(code);
      navigate('/new-password');
    },
  });

  // Without the e-mail the code was sent to there is nothing to check it against.
  if (!email) return <Redirect to="/forgot-password" replace />;

  const handleResend = async () => {
    const answer = await resend.mutateAsync({ email });
    showAnswer(answer);
  };

  return (
    <AccountCard
      title="Verify OTP"
      footer={
        <Text ta="center">
          <Anchor component={Link} to="/login" fw={600}>
            Back to login
          </Anchor>
        </Text>
      }
    >
      <FormLoadingOverlay visible={isPending || resend.isPending} />
      <Text c="dimmed">
        Enter the 6-digit code we sent to <strong>{email}</strong>.
      </Text>
      <form {...formProps}>
        <Stack gap="md">
          <OtpBoxes
            value={form.values.code}
            onChange={(code) => form.setFieldValue('code', code)}
            error={form.errors.code as string | undefined}
          />
          <Button type="submit" fullWidth loading={isPending}>
            Verify
          </Button>
          <Button variant="subtle" onClick={handleResend} disabled={resend.isPending}>
            Send a new code
          </Button>
        </Stack>
      </form>
    </AccountCard>
  );
}
