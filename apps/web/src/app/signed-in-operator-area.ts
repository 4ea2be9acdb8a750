// The operator console (docs/decisions/022), loaded from here so it is signed-in code: a
// visitor never downloads it and the service worker does not precache it (pwa-precache.ts).

/** Everything under /operator: one chunk with its own routes, session and shell. */
export const loadOperatorArea = () =>
  import('../features/operator/components/operator-area').then((m) => ({ default: m.OperatorArea }));
