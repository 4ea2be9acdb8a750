import type { SessionData } from '@faith-shield/contract/accounts/login';
import { LOGIN_MESSAGES } from '@faith-shield/contract/accounts/login-messages';
import { Anchor, Box, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'wouter';
import { useCallForm } from '../../../components/forms/use-call-form';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormLoadingOverlay } from '../../../components/ui/form-loading-overlay';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { lazySchema } from '../../../lib/lazy-schema';
import { useNavigate } from '../../../lib/navigation';
import { clearSignInNotice, getSignInNotice, SETUP_ONLY_PATH } from '../../../lib/session';
import { useLogin } from '../api/login';
import { getPushToken } from '../push-token';
import { landingPath, startSession } from '../start-session';
import { AccountCard } from './account-card';
import { LoginSplash, useLoginSplash } from './login-splash';
import { NotificationPrompt } from './notification-prompt';

// spec 03 §5: the second step, loaded only by those who have a second factor on
const LoginCodeStep = lazy(() => import('./login-code-step').then((m) => ({ default: m.LoginCodeStep })));

type Credentials = { email: string; password: string };

const loginSchema = lazySchema(() =>
  import('@faith-shield/contract/accounts/login').then(({ LoginRequestSchema }) =>
    LoginRequestSchema.pick({ email: true, password: true }),
  ),
);

/** /login (spec 01 §2, §4, §5): e-mail and password, then the landing for the user's type. */
export function LoginPage() {
  usePageTitle('Login');
  const isSplashVisible = useLoginSplash();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const login = useLogin();
  // set once the password is right and a code is asked for (spec 03 §5)
  const [credentials, setCredentials] = useState<Credentials | null>(null);
  const signedIn = (data: SessionData) => {
    // Nothing cached for a previous user may reach this one (the profile, the plan check).
    queryClient.clear();
    startSession(data);
    // a leader whose team requires a second factor signs in only to turn it on
    navigate(data.two_factor_setup_required ? SETUP_ONLY_PATH : landingPath(data), { replace: true });
  };
  // A session the server ended says so here once ('Your session has ended. Please sign in again.').
  const { form, formProps, alertProps, isPending } = useCallForm({
    schema: loginSchema,
    // A session the server ended says so here once ('Your session has ended. Please sign in again.').
    initialAlert: getSignInNotice(),
    initialValues: { email: '', password: '' },
    send: async (values) => {
      const answer = await login.mutateAsync({ ...values, push_token: await getPushToken() });
      const data = answer.data as { two_factor_required?: boolean } | undefined;
      if (answer.status === 0 && data?.two_factor_required) setCredentials(values);
      return answer;
    },
    confirmation: LOGIN_MESSAGES.loggedIn,
    onSuccess: ({ data }) => signedIn(data),
  });
  useEffect(clearSignInNotice, []);

  return (
    <>
      {isSplashVisible && <LoginSplash />}
      <Box inert={isSplashVisible}>
        <AccountCard
          title="Login"
          footer={
            <Text ta="center">
              Don&apos;t have an account?{' '}
              <Anchor component={Link} to="/signup" fw={600}>
                Sign up
              </Anchor>
            </Text>
          }
        >
          {credentials ? (
            <Suspense>
              <LoginCodeStep
                credentials={credentials}
                onSignedIn={signedIn}
                onBack={() => {
                  form.setFieldValue('password', '');
                  setCredentials(null);
                }}
              />
            </Suspense>
          ) : (
            <>
              <FormLoadingOverlay visible={isPending} />
              <NotificationPrompt />
              {/* spec 01 §8: login shows a status 0 message in a red banner. */}
              <FormAlert {...alertProps} />
              <form {...formProps}>
                <Stack gap="md">
                  <TextInput
                    label="Email"
                    type="email"
                    autoComplete="email"
                    inputMode="email"
                    {...form.getInputProps('email')}
                  />
                  <PasswordInput
                    label="Password"
                    autoComplete="current-password"
                    visibilityToggleButtonProps={{ 'aria-label': 'Show or hide password' }}
                    {...form.getInputProps('password')}
                  />
                  {/* Padding with a matching negative margin: a 44 px target without extra space. */}
                  <Anchor
                    component={Link}
                    to="/forgot-password"
                    size="sm"
                    py={12}
                    my={-12}
                    style={{ alignSelf: 'flex-end' }}
                  >
                    Forgot password?
                  </Anchor>
                  <Button type="submit" fullWidth loading={isPending}>
                    Login
                  </Button>
                </Stack>
              </form>
            </>
          )}
        </AccountCard>
      </Box>
    </>
  );
}
