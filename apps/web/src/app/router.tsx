import { lazy, type ReactNode, Suspense } from 'react';
import { Redirect } from 'wouter';
import { PageLive } from '../components/ui/page-live';
import { PageLoader } from '../components/ui/page-loader';
import { knownLazy } from '../lib/known-lazy';
import { useLocation } from '../lib/navigation';
import { isOwner, SETUP_ONLY_PATH, useSession } from '../lib/session';
import { Guard } from './guard';
import type { AppRoute, Screen, ScreenModule } from './route';
import { RouteErrorBoundary } from './route-error-boundary';
import { areaOf, BOTH_AREAS, loadSignedInRoutes, routeAt } from './routes';
import { ScrollRestoration } from './scroll-restoration';
import { loadOperatorArea } from './signed-in-operator-area';
import { OwnerShell, SubUserShell } from './signed-in-shells';

// Every screen and both shells are separate chunks: a visitor to the public pages downloads
// none of the signed-in code (signed-in-routes.ts, signed-in-shells.ts).
const Placeholder = lazy(() =>
  import('../components/ui/placeholder-screen').then((m) => ({ default: m.PlaceholderScreen })),
);
// The operator console is an area of its own, one chunk with its own routes (decision 022).
const OperatorArea = lazy(loadOperatorArea);
const isOperatorPath = (pathname: string) => pathname === '/operator' || pathname.startsWith('/operator/');
const NotFoundPage = lazy(() =>
  import('../features/site/components/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);

const screens = new Map<AppRoute['load'], Screen>();
const screenOf = (load: () => Promise<ScreenModule>) => {
  const known = screens.get(load);
  if (known) return known;
  const screen = knownLazy(load);
  screens.set(load, screen);
  return screen;
};

const loading = (children: ReactNode) => (
  <Suspense fallback={<PageLoader />}>
    {children}
    <PageLive />
  </Suspense>
);

const SHELLS = {
  owner: { Shell: OwnerShell, guard: 'protected' },
  subUser: { Shell: SubUserShell, guard: 'subUser' },
} as const;

/** Public screens an owner also opens from their own area: signed in, they keep its chrome. */
const OWNER_CHROME_WHEN_SIGNED_IN = new Set(['/view-inventory/:id']);

function InOwnerShellWhenSignedIn({ children }: { children: ReactNode }) {
  const session = useSession();
  return isOwner(session) ? loading(<OwnerShell>{children}</OwnerShell>) : children;
}

/** A screen of both areas, in the chrome of the session's own. */
function InSessionArea({ children }: { children: ReactNode }) {
  const { Shell, guard } = SHELLS[isOwner(useSession()) ? 'owner' : 'subUser'];
  return <Guard kind={guard}>{loading(<Shell>{children}</Shell>)}</Guard>;
}

/** The route's screen inside its guard and, in a signed-in area, inside that area's shell. */
const pageOf = (route: AppRoute) => {
  const Screen = route.load ? screenOf(route.load) : Placeholder;
  const element = loading(<Screen title={route.title} />);
  if (BOTH_AREAS.has(route.path)) return <InSessionArea>{element}</InSessionArea>;
  const screen = route.guard ? <Guard kind={route.guard}>{element}</Guard> : element;
  const area = areaOf(route.guard);
  if (OWNER_CHROME_WHEN_SIGNED_IN.has(route.path))
    return <InOwnerShellWhenSignedIn>{screen}</InOwnerShellWhenSignedIn>;
  if (area === 'public') return screen;
  // The shell's own guard keeps signed-out visitors from loading it; each screen then
  // applies its row of the table (tiers) inside. Between two screens of an area the shell
  // stays: only its children change.
  const { Shell, guard } = SHELLS[area];
  return <Guard kind={guard}>{loading(<Shell>{screen}</Shell>)}</Guard>;
};

/** The route at `pathname` once every route is known; none: the not-found screen. */
function RouteOrNotFound({ pathname }: { pathname: string }) {
  const route = routeAt(pathname);
  return route ? pageOf(route) : loading(<NotFoundPage />);
}

/**
 * A path no public route matches, drawn once the signed-in routes' table has loaded (routes.ts).
 * As with a screen's code, a table that could not load shows the error screen until a reload.
 */
const SignedInRouteOrNotFound = lazy(() => loadSignedInRoutes().then(() => ({ default: RouteOrNotFound })));

/**
 * The screen for the router's location (BrowserRouter in start-app.tsx, wouter's at one path
 * when prerendering), or the error screen when it fails; the next navigation tries again. A
 * path no loaded route matches waits for the signed-in routes (the first time only), then draws
 * its route or the not-found screen.
 */
export function AppRoutes() {
  const { pathname, key } = useLocation();
  const session = useSession();
  const route = routeAt(pathname);
  // spec 03 §5: a leader held to setting up a second factor sees that screen alone, with no
  // shell whose menus and badges would ask for what the session may not have.
  if (session.token && session.setupOnly && pathname !== SETUP_ONLY_PATH && !isOperatorPath(pathname))
    return <Redirect to={SETUP_ONLY_PATH} replace />;
  return (
    <>
      <ScrollRestoration />
      <RouteErrorBoundary resetKey={key}>
        {isOperatorPath(pathname)
          ? loading(<OperatorArea />)
          : route
            ? pageOf(route)
            : loading(<SignedInRouteOrNotFound pathname={pathname} />)}
      </RouteErrorBoundary>
    </>
  );
}
