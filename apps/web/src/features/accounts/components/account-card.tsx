import { Container, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Logo } from '../../../components/ui/logo';

type Props = {
  title: string;
  children: ReactNode;
  /** Below the card: links such as "Don't have an account? Sign up". */
  footer?: ReactNode;
  width?: number;
};

/** The frame of the signed-out account screens: the logo home link, then a card with the form. */
export function AccountCard({ title, children, footer, width = 440 }: Props) {
  return (
    <Container component="main" size={width} py={{ base: 'xl', sm: 64 }}>
      <Stack gap="lg">
        <Link
          to="/home"
          aria-label="Faith Shield home"
          style={{ alignSelf: 'center', textDecoration: 'none' }}
        >
          <Logo size={40} />
        </Link>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="sm" pos="relative">
          <Stack gap="md">
            <Title order={1} fz={28}>
              {title}
            </Title>
            {children}
          </Stack>
        </Paper>
        {footer}
      </Stack>
    </Container>
  );
}
