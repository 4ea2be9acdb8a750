import type { operatorLoginCall } from '@faith-shield/contract/operators/operator-login';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { useState } from 'react';
import { useCallForm } from '../../../components/forms/use-call-form';
import { FormAlert } from '../../../components/ui/form-alert';
import { lazySchema } from '../../../lib/lazy-schema';
import { useNavigate } from '../../../lib/navigation';
import { callOperator } from '../lib/call-operator';
import { setOperatorSession } from '../lib/operator-session';
import { OPERATOR_HOME } from '../operator-routes';
import { AuthenticatorCodeStep } from './authenticator-code-step';
import { SignedOutFrame } from './signed-out-frame';

const schema = lazySchema(() =>
  import('@faith-shield/contract/operators/operator-login').then((m) => m.operatorLoginCall.request),
);

/** The password step checks its own two fields; the code is asked for next. */
const passwordStepErrors = ({ email, password }: FormErrors): FormErrors => ({
  ...(email ? { email } : {}),
  ...(password ? { password } : {}),
});

/** /operator/login: e-mail and password, then the authenticator's code (or a recovery code). */
export function OperatorLoginPage() {
  const navigate = useNavigate();
  const [step, setStep] = useState<'password' | 'code'>('password');
  const { form, formProps, alertProps, isPending } = useCallForm({
    schema,
    initialValues: { email: '', password: '', code: '' },
    validate: async (values) => {
      const errors = await schema.validate(values);
      return step === 'password' ? passwordStepErrors(errors) : errors;
    },
    send: async (values) => {
      const answer = await callOperator<typeof operatorLoginCall>('operator_login', values);
      if (answer.status !== 1) {
        form.setFieldValue('code', '');
        // a wrong password is found only now: ask for it again
        if (answer.errors?.email || answer.errors?.password || /email or password/.test(answer.message)) {
          setStep('password');
          form.setFieldValue('password', '');
        }
      }
      return answer;
    },
    confirmation: false,
    onSuccess: (answer) => {
      setOperatorSession(answer.data);
      navigate(OPERATOR_HOME);
    },
  });
  // The password is checked with the code, in one call (docs/decisions/022): Continue only moves on.
  const toCodeStep = schema.formProps(form.onSubmit(() => setStep('code'))).onSubmit;

  return (
    <SignedOutFrame title="Sign in">
      <FormAlert {...alertProps} />
      <form {...formProps} onSubmit={step === 'password' ? toCodeStep : formProps.onSubmit}>
        <Stack gap="md">
          {step === 'password' ? (
            <>
              <TextInput
                label="Email"
                type="email"
                autoComplete="username"
                {...form.getInputProps('email')}
              />
              <PasswordInput
                label="Password"
                autoComplete="current-password"
                {...form.getInputProps('password')}
              />
              <Button type="submit">Continue</Button>
            </>
          ) : (
            <AuthenticatorCodeStep
              code={form.getInputProps('code')}
              acceptsRecoveryCode
              submitLabel="Sign in"
              pending={isPending}
              onBack={() => setStep('password')}
            />
          )}
        </Stack>
      </form>
    </SignedOutFrame>
  );
}
