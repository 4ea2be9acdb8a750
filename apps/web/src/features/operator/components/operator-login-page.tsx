import type { operatorLoginCall } from '@faith-shield/contract/operators/operator-login';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useNavigate } from '../../../lib/navigation';
import { callOperator } from '../lib/call-operator';
import { setOperatorSession } from '../lib/operator-session';
import { OPERATOR_HOME } from '../operator-routes';
import { AuthenticatorCodeStep, FormAlert } from './authenticator-code-step';
import { SignedOutFrame } from './signed-out-frame';
import { useSignedOutForm } from './use-signed-out-form';

/** /operator/login: e-mail and password, then the authenticator's code (or a recovery code). */
export function OperatorLoginPage() {
  const navigate = useNavigate();
  const [step, setStep] = useState<'password' | 'code'>('password');
  const form = useSignedOutForm({ email: '', password: '', code: '' });
  const { fields, setFields, field } = form;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.setAlert(null);
    if (step === 'password') {
      const missing = {
        ...(fields.email.trim() ? {} : { email: 'Please enter your email.' }),
        ...(fields.password ? {} : { password: 'Please enter your password.' }),
      };
      form.setErrors(missing);
      if (Object.keys(missing).length === 0) setStep('code');
      return;
    }
    form.setPending(true);
    const answer = await callOperator<typeof operatorLoginCall>('operator_login', fields);
    form.setPending(false);
    if (answer.status === 1 && answer.data) {
      setOperatorSession(answer.data);
      navigate(OPERATOR_HOME);
      return;
    }
    form.showRefusal(answer);
    setFields((all) => ({ ...all, code: '' }));
    // a wrong password is found only now: ask for it again
    if (answer.errors?.email || answer.errors?.password || /email or password/.test(answer.message)) {
      setStep('password');
      setFields((all) => ({ ...all, password: '' }));
    }
  };

  return (
    <SignedOutFrame title="Sign in">
      <FormAlert>{form.alert}</FormAlert>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          {step === 'password' ? (
            <>
              <TextInput label="Email" type="email" autoComplete="username" {...field('email')} />
              <PasswordInput label="Password" autoComplete="current-password" {...field('password')} />
              <Button type="submit">Continue</Button>
            </>
          ) : (
            <AuthenticatorCodeStep
              code={field('code')}
              acceptsRecoveryCode
              submitLabel="Sign in"
              pending={form.pending}
              onBack={() => setStep('password')}
            />
          )}
        </Stack>
      </form>
    </SignedOutFrame>
  );
}
