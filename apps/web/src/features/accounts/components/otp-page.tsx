import { CODE_CHECK_MESSAGES, resetCodeField } from '@faith-shield/contract/accounts/code-check';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link, Redirect } from 'wouter';
import { FormLoadingOverlay } from '../../../components/ui/form-loading-overlay';
import { showError, showSuccess } from '../../../components/ui/toast';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { useNavigate } from '../../../lib/navigation';
import { getSavedEmail, setResetCode } from '../../../lib/session';
import { useCodeCheck } from '../api/code-check';
import { useForgotPassword } from '../api/forgot-password';
import { AccountCard } from './account-card';
import { OtpBoxes } from './otp-boxes';

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
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  // Without the e-mail the code was sent to there is nothing to check it against.
  if (!email) return <Redirect to="/forgot-password" replace />;

  const handleChange = (next: string) => {
    setCode(next);
    if (error) setError(null);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!resetCodeField().safeParse(code).success) {
      setError(CODE_CHECK_MESSAGES.code);
      return;
    }
    const answer = await codeCheck.mutateAsync({ code, email });
    // spec 01 §8: the OTP screen shows a status 0 message as a toast.
    if (answer.status !== 1) {
      showError(answer.message);
      return;
    }
    setResetCode(code);
    showSuccess(answer.message);
    navigate('/new-password');
  };

  const handleResend = async () => {
    const answer = await resend.mutateAsync({ email });
    if (answer.status === 1) showSuccess(answer.message);
    else showError(answer.message);
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
      <FormLoadingOverlay visible={codeCheck.isPending || resend.isPending} />
      <Text c="dimmed">
        Enter the 6-digit code we sent to <strong>{email}</strong>.
      </Text>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <OtpBoxes value={code} onChange={handleChange} error={error} />
          <Button type="submit" fullWidth loading={codeCheck.isPending}>
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
