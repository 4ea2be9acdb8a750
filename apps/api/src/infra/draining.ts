/**
 * A server's stop in steps (SIGTERM behind a load balancer): first it says it is not ready
 * (/healthz answers 503) and refuses new live sockets while still serving everything else;
 * after the notice the balancer needs, its open live sockets are told to reconnect elsewhere;
 * then the listener closes and the requests under way finish (server.ts).
 */
export type Draining = {
  isDraining: () => boolean;
  /** Not ready from now on. */
  start: () => void;
  /** Tells every open live socket to reconnect elsewhere (the features register how). */
  releaseSockets: () => void;
  onRelease: (release: () => void) => void;
};

export function draining(): Draining {
  let isDraining = false;
  const releases: (() => void)[] = [];
  return {
    isDraining: () => isDraining,
    start: () => {
      isDraining = true;
    },
    releaseSockets: () => {
      for (const release of releases) release();
    },
    onRelease: (release) => {
      releases.push(release);
    },
  };
}
