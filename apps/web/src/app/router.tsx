import { lazy, type ReactNode, Suspense } from 'react';
import { type RouteObject, useLocation, useRoutes } from 'react-router';
import { PageLive } from '../components/ui/page-live';
import { PageLoader } from '../components/ui/page-loader';
import { Guard } from './guard';
import type { AppRoute, Screen, ScreenModule } from './route';
import { RouteErrorBoundary } from './route-error-boundary';
import { areaOf, ROUTES } from './routes';
import { ScrollRestoration } from './scroll-restoration';
import { OwnerShell, SubUserShell } from './signed-in-shells';

// Every screen and both shells are separate chunks: a visitor to the public pages downloads
// none of the signed-in code (signed-in-routes.ts, signed-in-shells.ts).
const Placeholder = lazy(() =>
  import('../components/ui/placeholder-screen').then((m) => ({ default: m.PlaceholderScreen })),
);
const NotFoundPage = lazy(() =>
  import('../features/site/components/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);

const screens = new Map<AppRoute['load'], Screen>();
const screenOf = (load: () => Promise<ScreenModule>) => {
  const known = screens.get(load);
  if (known) return known;
  const screen = lazy(load);
  screens.set(load, screen);
  return screen;
};

const loading = (children: ReactNode) => (
  <Suspense fallback={<PageLoader />}>
    {children}
    <PageLive />
  </Suspense>
);

const toRouteObject = (route: AppRoute): RouteObject => {
  const Screen = route.load ? screenOf(route.load) : Placeholder;
  const element = loading(<Screen title={route.title} />);
  return { path: route.path, element: route.guard ? <Guard kind={route.guard}>{element}</Guard> : element };
};

const routesIn = (area: ReturnType<typeof areaOf>) =>
  ROUTES.filter((route) => areaOf(route.guard) === area).map(toRouteObject);

const routeObjects: RouteObject[] = [
  ...routesIn('public'),
  {
    // The shell's own guard keeps signed-out visitors from loading it; each screen then
    // applies its row of the table (tiers) inside.
    element: <Guard kind="protected">{loading(<OwnerShell />)}</Guard>,
    children: routesIn('owner'),
  },
  {
    element: <Guard kind="subUser">{loading(<SubUserShell />)}</Guard>,
    children: routesIn('subUser'),
  },
  { path: '*', element: loading(<NotFoundPage />) },
];

/**
 * The screen for the router's location (React Router's declarative mode: BrowserRouter in
 * start-app.tsx, a MemoryRouter when prerendering), or the error screen when it fails; the
 * next navigation tries again.
 */
export function AppRoutes() {
  const location = useLocation();
  const screen = useRoutes(routeObjects);
  return (
    <>
      <ScrollRestoration />
      <RouteErrorBoundary resetKey={location.key}>{screen}</RouteErrorBoundary>
    </>
  );
}
