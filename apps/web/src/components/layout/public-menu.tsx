import { Collapse, Container, Divider, NavLink, Stack } from '@mantine/core';
import { Link } from 'wouter';
import { SITE_ACTIONS, SITE_NAV } from './site-nav';

type Props = { id: string; isOpen: boolean; onNavigate: () => void };

/**
 * The navigation as a list under the top bar, on screens narrower than 1200 px. Drawn with the
 * header: as a chunk of its own it weighed more and gained nothing (decision 061).
 */
export function PublicMenu({ id, isOpen, onNavigate }: Props) {
  return (
    <Collapse expanded={isOpen} hiddenFrom="lg" keepMountedMode="display-none">
      <Container id={id} component="nav" aria-label="Main" size="xl" pb="sm">
        <Stack gap={0}>
          {SITE_NAV.map((item) => (
            <NavLink key={item.to} component={Link} to={item.to} label={item.label} onClick={onNavigate} />
          ))}
          <Divider my={6} hiddenFrom="sm" />
          {[SITE_ACTIONS.waitlist, SITE_ACTIONS.login].map((item) => (
            <NavLink
              key={item.to}
              component={Link}
              to={item.to}
              label={item.label}
              onClick={onNavigate}
              hiddenFrom="sm"
            />
          ))}
        </Stack>
      </Container>
    </Collapse>
  );
}
