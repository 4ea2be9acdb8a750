import { Center, Loader } from '@mantine/core';
import { lazy, type ReactNode, Suspense, useEffect, useMemo } from 'react';
import { parse } from 'regexparam';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { useLocation, useNavigate } from '../../../lib/navigation';
import { useOperatorSession } from '../lib/operator-session';
import { OPERATOR_HOME, OPERATOR_ROUTES, type OperatorRoute, type OperatorScreen } from '../operator-routes';
import { OperatorShell } from './operator-shell';

const MATCHERS = OPERATOR_ROUTES.map((route) => ({ route, ...parse(route.path) }));
const screens = new Map<OperatorRoute, OperatorScreen>();
const screenOf = (route: OperatorRoute) => {
  let screen = screens.get(route);
  if (!screen) {
    screen = lazy(route.load);
    screens.set(route, screen);
  }
  return screen;
};

function match(pathname: string) {
  for (const { route, keys, pattern } of MATCHERS) {
    const found = pattern.exec(pathname);
    if (found)
      return {
        route,
        params: Object.fromEntries(keys.map((key, i) => [key, decodeURIComponent(found[i + 1] ?? '')])),
      };
  }
  return null;
}

const loading = (children: ReactNode) => (
  <Suspense
    fallback={
      <Center mih={240}>
        <Loader aria-label="Loading" />
      </Center>
    }
  >
    {children}
  </Suspense>
);

function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace: true }), [navigate, to]);
  return null;
}

/**
 * Everything under /operator (docs/decisions/022): one lazy chunk, with its own routes, session
 * and shell. Signed out, every screen but sign-in and set-up leads to /operator/login.
 */
export function OperatorArea() {
  const { pathname } = useLocation();
  const session = useOperatorSession();
  const found = useMemo(() => match(pathname.replace(/\/$/, '') || '/'), [pathname]);
  usePageTitle(found?.route.title ?? 'Operator console');
  if (!found) return <Redirect to={session ? OPERATOR_HOME : '/operator/login'} />;
  const Screen = screenOf(found.route);
  if (found.route.signedOut) return loading(<Screen params={found.params} />);
  if (!session) return <Redirect to="/operator/login" />;
  return <OperatorShell email={session.email}>{loading(<Screen params={found.params} />)}</OperatorShell>;
}
