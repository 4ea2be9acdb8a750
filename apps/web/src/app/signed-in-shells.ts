import { lazy } from 'react';

// The chrome of the signed-in areas: loaded only once a guard lets a user in, and not
// precached by the service worker (pwa-precache.ts).
export const OwnerShell = lazy(() => import('./shells/owner-shell').then((m) => ({ default: m.OwnerShell })));
export const SubUserShell = lazy(() =>
  import('./shells/sub-user-shell').then((m) => ({ default: m.SubUserShell })),
);
