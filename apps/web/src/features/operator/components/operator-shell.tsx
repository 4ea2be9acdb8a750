import type { operatorLogoutCall } from '@faith-shield/contract/operators/operator-logout';
import { AppShell, Burger, Button, Group, NavLink, ScrollArea, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useLocation, useNavigate } from '../../../lib/navigation';
import { callOperator } from '../lib/call-operator';
import { setOperatorSession } from '../lib/operator-session';
import { OPERATOR_NAV } from '../operator-nav';

/** The console's own frame: a header with who is signed in, the nav (OPERATOR_NAV), the screen. */
export function OperatorShell({ email, children }: { email: string; children: ReactNode }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const signOut = async () => {
    await callOperator<typeof operatorLogoutCall>('operator_logout');
    setOperatorSession(null);
    navigate('/operator/login');
  };
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 220, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <AppShell.Header>
        <Group h="100%" px="sm" justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label="Open the console menu"
            />
            <Title order={1} size="h4" style={{ whiteSpace: 'nowrap' }}>
              <Text span inherit visibleFrom="xs">
                Faith Shield{' '}
              </Text>
              Operators
            </Title>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" c="dimmed" visibleFrom="sm">
              {email}
            </Text>
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconLogout size={16} aria-hidden />}
              onClick={signOut}
            >
              Sign out
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label="Operator console">
        <ScrollArea>
          {OPERATOR_NAV.map((item) => (
            <NavLink
              key={item.href}
              component={Link}
              href={item.href}
              label={item.label}
              leftSection={<item.icon size={18} />}
              active={pathname === item.href || pathname.startsWith(`${item.href}/`)}
              onClick={close}
            />
          ))}
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main>{children}</AppShell.Main>
    </AppShell>
  );
}
