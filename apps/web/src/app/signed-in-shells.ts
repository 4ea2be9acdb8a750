import { knownLazy } from '../lib/known-lazy';

// The chrome of the signed-in areas: loaded only once a guard lets a user in; the service
// worker precaches it after the page, for offline use (pwa-precache.ts).
export const loadOwnerShell = () => import('./shells/owner-shell').then((m) => ({ default: m.OwnerShell }));
export const loadSubUserShell = () =>
  import('./shells/sub-user-shell').then((m) => ({ default: m.SubUserShell }));

export const OwnerShell = knownLazy(loadOwnerShell);
export const SubUserShell = knownLazy(loadSubUserShell);
