import { Box, Burger, Button, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'wouter';
import { Logo } from '../ui/logo';
import { PublicMenu } from './public-menu';
import { PublicNav } from './public-nav';
import { SITE_ACTIONS } from './site-nav';

const MENU_ID = 'public-menu';

/** The public site's top bar (spec 01 §2): the full navigation from 1200 px, a menu below. */
export function PublicHeader() {
  const [isOpen, menu] = useDisclosure(false);
  return (
    <Box
      component="header"
      pos="sticky"
      top={0}
      bg="white"
      style={{ zIndex: 100, borderBottom: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Container size="xl" py={10}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Link to="/home" aria-label="Faith Shield home" style={{ textDecoration: 'none' }}>
            <Logo />
          </Link>
          <PublicNav visibleFrom="lg" />
          <Group gap="xs" wrap="nowrap">
            <Button component={Link} to={SITE_ACTIONS.waitlist.to} variant="outline" visibleFrom="sm">
              {SITE_ACTIONS.waitlist.label}
            </Button>
            <Button component={Link} to={SITE_ACTIONS.signup.to} px="md">
              {SITE_ACTIONS.signup.label}
            </Button>
            <Button component={Link} to={SITE_ACTIONS.login.to} variant="subtle" px="sm" visibleFrom="sm">
              {SITE_ACTIONS.login.label}
            </Button>
            <Burger
              opened={isOpen}
              onClick={menu.toggle}
              hiddenFrom="lg"
              size="md"
              w={44}
              h={44}
              aria-label={isOpen ? 'Close menu' : 'Open menu'}
              aria-expanded={isOpen}
              aria-controls={MENU_ID}
            />
          </Group>
        </Group>
      </Container>
      <PublicMenu id={MENU_ID} isOpen={isOpen} onNavigate={menu.close} />
    </Box>
  );
}
