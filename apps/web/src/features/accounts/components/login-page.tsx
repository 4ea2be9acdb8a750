import {
  Anchor,
  Button,
  Container,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../../components/ui/logo';
import { usePageTitle } from '../../../components/ui/use-page-title';

/**
 * /login (spec 01 §2). Layout only: the sign-in itself (validation, the login call, the
 * session and the redirect) is the login issue's work, so submitting does nothing yet.
 */
export function LoginPage() {
  usePageTitle('Login');

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
  };

  return (
    <Container size={440} py={{ base: 'xl', sm: 64 }}>
      <Stack gap="lg">
        <Link
          to="/home"
          aria-label="Faith Shield home"
          style={{ alignSelf: 'center', textDecoration: 'none' }}
        >
          <Logo size={40} />
        </Link>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="sm">
          <form onSubmit={handleSubmit} noValidate>
            <Stack gap="md">
              <Title order={1} fz={28}>
                Login
              </Title>
              <TextInput label="Email" name="email" type="email" autoComplete="email" inputMode="email" />
              <PasswordInput label="Password" name="password" autoComplete="current-password" />
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
              <Button type="submit" fullWidth>
                Login
              </Button>
            </Stack>
          </form>
        </Paper>
        <Text ta="center">
          Don&apos;t have an account?{' '}
          <Anchor component={Link} to="/signup" fw={600}>
            Sign up
          </Anchor>
        </Text>
      </Stack>
    </Container>
  );
}
