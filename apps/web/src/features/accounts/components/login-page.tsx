import { LOGIN_MESSAGES } from '@faith-shield/contract/accounts/login-messages';
import { Anchor, Box, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormLoadingOverlay } from '../../../components/ui/form-loading-overlay';
import { showSuccess } from '../../../components/ui/toast';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { lazySchema } from '../../../lib/lazy-schema';
import { useNavigate } from '../../../lib/navigation';
import { clearSignInNotice, getSignInNotice } from '../../../lib/session';
import { useLogin } from '../api/login';
import { getPushToken } from '../push-token';
import { landingPath, startSession } from '../start-session';
import { AccountCard } from './account-card';
import { LoginSplash, useLoginSplash } from './login-splash';
import { NotificationPrompt } from './notification-prompt';

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
  // A session the server ended says so here once ('Your session has ended. Please sign in again.').
  const [alert, setAlert] = useState<string | null>(getSignInNotice);
  useEffect(clearSignInNotice, []);
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: loginSchema.validate,
  });

  const handleSubmit = form.onSubmit(async (values) => {
    setAlert(null);
    const answer = await login.mutateAsync({ ...values, push_token: await getPushToken() });
    if (answer.status !== 1 || !answer.data) {
      form.setErrors(answer.errors ?? {});
      setAlert(answer.message);
      return;
    }
    // Nothing cached for a previous user may reach this one (the profile, the plan check).
    queryClient.clear();
    startSession(answer.data);
    showSuccess(answer.message || LOGIN_MESSAGES.loggedIn);
    navigate(landingPath(answer.data), { replace: true });
  });

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
          <FormLoadingOverlay visible={login.isPending} />
          <NotificationPrompt />
          {/* spec 01 §8: login shows a status 0 message in a red banner. */}
          <FormAlert message={alert} />
          <form noValidate {...loginSchema.formProps(handleSubmit)}>
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
              <Button type="submit" fullWidth loading={login.isPending}>
                Login
              </Button>
            </Stack>
          </form>
        </AccountCard>
      </Box>
    </>
  );
}
