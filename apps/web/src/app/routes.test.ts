import { describe, expect, it } from 'vitest';
import type { GuardKind } from './guards';
import { PUBLIC_ROUTES } from './public-routes';
import { areaOf, BOTH_AREAS, findRoute, hasSignedInRoutes, loadSignedInRoutes, routeAt } from './routes';
import { SIGNED_IN_ROUTES } from './signed-in-routes';

const ROUTES = [...PUBLIC_ROUTES, ...SIGNED_IN_ROUTES];
const guardOf = (path: string) => ROUTES.find((route) => route.path === path)?.guard;

// The routes of spec 01 §2 and spec 02 §2 with the guard the issue gives each.
const EXPECTED: Record<string, GuardKind | null> = {
  '/': null,
  '/home': null,
  '/waitlist': null,
  '/question': null,
  '/directors': null,
  '/monthly-reports-view': null,
  '/view-inventory/:id': null,
  '/privacy': null,
  '/terms': null,
  '/login': 'publicOnly',
  '/signup': 'publicOnly',
  '/otp': 'publicOnly',
  '/new-password': 'publicOnly',
  '/forgot-password': 'publicOnly',
  '/dashboard': 'protected',
  '/profile': 'protected',
  '/change-password': 'protected',
  '/subscriptions': 'protected',
  '/payment': 'protected',
  '/contact-customer-support': 'protected',
  '/risk-assessment': 'protected',
  '/certificate': 'protected',
  '/add-certificate': 'protected',
  '/edit-certificate/:id': 'protected',
  '/view-certificate/:id': 'protected',
  '/notification': 'protected',
  '/chat': 'protected',
  '/chat-detail/:id': 'protected',
  '/exterior/:id': 'protected',
  '/interior': 'protected',
  '/administration': 'protected',
  '/detail': 'protected',
  '/manage-inventory': 'tierA',
  '/add-inventory': 'tierA',
  '/edit-inventory/:id': 'tierA',
  '/news': 'tierB',
  '/resources': 'tierB',
  '/resource': 'tierB',
  '/events': 'tierC',
  '/add-events': 'tierC',
  '/edit-event/:id': 'tierC',
  '/view-events/:id': 'tierC',
  '/event-attendance/:id': 'tierC',
  '/attendance-sheet/:id': 'tierC',
  '/sub-users': 'tierC',
  '/subuser': 'tierC',
  '/add-subuser': 'tierC',
  '/edit-subuser/:id': 'tierC',
  '/subuser-certificate': 'tierC',
  '/edit-certificates/:id/:user_id': 'tierC',
  '/view-certificates/:id/:user_id': 'tierC',
  '/monthly-reports': 'tierC',
  '/subuser-dashboard': 'subUser',
  '/subuser-resource': 'subUser',
  '/subuser-events': 'subUser',
  '/subuser-view-events/:id': 'subUser',
  '/subuser-event-attendance/:id': 'subUser',
  '/subuser-attendance-sheet/:id': 'subUser',
  '/subuser-news': 'subUser',
  '/subuser-profile': 'subUser',
  '/subuser-change-password': 'subUser',
  '/subuser-chat-detail': 'subUser',
  '/subuser-certificates': 'subUser',
  '/subuser-add-certificate': 'subUser',
  '/subuser-edit-certificate/:id': 'subUser',
  '/subuser-view-certificate/:id': 'subUser',
  '/subuser-monthly-reports': 'subUser',
  '/subuser-exterior/:id': 'subUser',
  '/subuser-interior': 'subUser',
  '/subuser-administration': 'subUser',
  '/subuser-detail': 'subUser',
  '/subuser-notification': 'subUser',
  // spec 03 §2: both areas, each in its own chrome (BOTH_AREAS)
  '/alerts': 'protected',
  '/alerts/:id': 'protected',
  '/send-alert': 'protected',
  // spec 03 §5: Profile → Security in both areas; the audit log is the owner's
  '/security': 'protected',
  '/audit-log': 'protected',
  // a leader held to setting up a second factor (decision 060): no shell, so no guard's area
  '/two-factor-setup': null,
  // spec 03 §3: both areas, each in its own chrome (BOTH_AREAS)
  '/incidents': 'protected',
  '/incidents/:id': 'protected',
  '/report-incident': 'protected',
  // spec 03 §4: both areas too
  '/posts': 'protected',
  '/my-duties': 'protected',
};

describe('route list', () => {
  it.each(Object.entries(EXPECTED))('%s has guard %s', (path, guard) => {
    expect(guardOf(path)).toBe(guard);
  });

  it('has no route beyond the spec and no path twice', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it('gives every route a title', () => {
    for (const route of ROUTES) expect(route.title.trim()).not.toBe('');
  });

  it('draws owner guards in the owner shell and the sub-user guard in the sub-user shell', () => {
    expect(areaOf(null)).toBe('public');
    expect(areaOf('publicOnly')).toBe('public');
    for (const guard of ['protected', 'tierA', 'tierB', 'tierC'] as const)
      expect(areaOf(guard)).toBe('owner');
    expect(areaOf('subUser')).toBe('subUser');
    expect([...BOTH_AREAS].sort()).toEqual([
      '/alerts',
      '/alerts/:id',
      '/incidents',
      '/incidents/:id',
      '/my-duties',
      '/posts',
      '/report-incident',
      '/security',
      '/send-alert',
    ]);
  });

  it('knows the public routes at once and the signed-in ones once their table has loaded', async () => {
    expect(routeAt('/signup')?.path).toBe('/signup');
    expect(routeAt('/dashboard')).toBeUndefined();
    expect(hasSignedInRoutes()).toBe(false);
    expect(await findRoute('/dashboard')).toBe(ROUTES.find((route) => route.path === '/dashboard'));
    expect(hasSignedInRoutes()).toBe(true);
    expect(routeAt('/dashboard')?.path).toBe('/dashboard');
  });

  it('finds the route of a path, whatever its parameters, and none for an unknown path', async () => {
    await loadSignedInRoutes();
    for (const route of ROUTES) expect(routeAt(route.path.replaceAll(/:\w+/g, '42'))).toBe(route);
    expect(routeAt('/view-inventory/7f3a')?.path).toBe('/view-inventory/:id');
    expect(routeAt('/Login/')?.path).toBe('/login');
    expect(routeAt('/view-inventory')).toBeUndefined();
    expect(routeAt('/dashboard/more')).toBeUndefined();
    expect(routeAt('/no-such-page')).toBeUndefined();
  });
});
