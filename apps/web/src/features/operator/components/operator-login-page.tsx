import type { operatorLoginCall } from '@faith-shield/contract/operators/operator-login';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useNavigate } from '../../../lib/navigation';
import { callOperator } from '../lib/call-operator';
import { setOperatorSession } from '../lib/operator-session';
import { OPERATOR_HOME } from '../operator-routes';
import { SignedOutFrame } from './signed-out-frame';

/** /operator/login: e-mail and password, then the authenticator's code (or a recovery code). */
export function OperatorLoginPage() {
  const navigate = useNavigate();
  const [step, setStep] = useState<'password' | 'code'>('password');
  const [fields, setFields] = useState({ email: '', password: '', code: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const field = (name: keyof typeof fields) => ({
    value: fields[name],
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      // read now: the updater runs after the event is gone
      const { value } = event.currentTarget;
      setFields((all) => ({ ...all, [name]: value }));
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    if (step === 'password') {
      const missing = {
        ...(fields.email.trim() ? {} : { email: 'Please enter your email.' }),
        ...(fields.password ? {} : { password: 'Please enter your password.' }),
      };
      setErrors(missing);
      if (Object.keys(missing).length === 0) setStep('code');
      return;
    }
    setPending(true);
    const answer = await callOperator<typeof operatorLoginCall>('operator_login', fields);
    setPending(false);
    if (answer.status === 1 && answer.data) {
      setOperatorSession(answer.data);
      navigate(OPERATOR_HOME);
      return;
    }
    setErrors(answer.errors ?? {});
    setAlert(answer.message);
    setFields((all) => ({ ...all, code: '' }));
    // a wrong password is found only now: ask for it again
    if (answer.errors?.email || answer.errors?.password || /email or password/.test(answer.message)) {
      setStep('password');
      setFields((all) => ({ ...all, password: '' }));
    }
  };

  return (
    <SignedOutFrame title="Sign in">
      {alert && (
        <Alert color="red" role="alert">
          {alert}
        </Alert>
      )}
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          {step === 'password' ? (
            <>
              <TextInput label="Email" type="email" autoComplete="username" {...field('email')} />
              <PasswordInput label="Password" autoComplete="current-password" {...field('password')} />
              <Button type="submit">Continue</Button>
            </>
          ) : (
            <>
              <TextInput
                label="Authenticator code"
                description="The 6-digit code from your authenticator app, or one of your recovery codes."
                autoComplete="one-time-code"
                inputMode="text"
                autoFocus
                {...field('code')}
              />
              <Button type="submit" loading={pending}>
                Sign in
              </Button>
              <Button variant="subtle" onClick={() => setStep('password')}>
                Back
              </Button>
            </>
          )}
        </Stack>
      </form>
    </SignedOutFrame>
  );
}
