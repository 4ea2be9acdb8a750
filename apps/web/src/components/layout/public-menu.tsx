import { Container, Divider, NavLink, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { SITE_ACTIONS, SITE_NAV } from './site-nav';

type Props = { id: string; onNavigate: () => void };

/** The navigation as a list under the top bar, on screens narrower than 1200 px. */
export function PublicMenu({ id, onNavigate }: Props) {
  return (
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
  );
}
