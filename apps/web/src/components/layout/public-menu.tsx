import { Collapse, Container, Divider, NavLink, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { SITE_ACTIONS, SITE_NAV } from './site-nav';

type Props = { id: string; isOpen: boolean; onNavigate: () => void };

/**
 * The navigation as a list under the top bar, on screens narrower than 1200 px. A chunk of its
 * own (public-header.tsx loads it after the first render or on the burger's first touch).
 */
export function PublicMenu({ id, isOpen, onNavigate }: Props) {
  // Mounted closed, then opened: a first tap that beat this chunk still slides the menu open.
  const [isMounted, setIsMounted] = useState(false);
  useEffect(() => setIsMounted(true), []);
  return (
    <Collapse expanded={isOpen && isMounted} hiddenFrom="lg" keepMountedMode="display-none">
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
