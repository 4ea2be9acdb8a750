import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { useSession } from '../lib/session';
import { type GuardKind, resolveGuard } from './guards';

/** Renders its children when the session passes `kind` (spec 01 §2), otherwise redirects. */
export function Guard({ kind, children }: { kind: GuardKind; children: ReactNode }) {
  const session = useSession();
  const outcome = resolveGuard(kind, session);
  // wouter's <Redirect> navigates once, as it mounts: a guard met on the way (a sub user sent
  // from an owner page to /login, and from there to their dashboard) draws a new one.
  if (!outcome.allow) return <Redirect key={outcome.redirectTo} to={outcome.redirectTo} replace />;
  return children;
}
