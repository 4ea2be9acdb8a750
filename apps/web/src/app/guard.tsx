import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../lib/session';
import { type GuardKind, resolveGuard } from './guards';

/** Renders its children when the session passes `kind` (spec 01 §2), otherwise redirects. */
export function Guard({ kind, children }: { kind: GuardKind; children: ReactNode }) {
  const session = useSession();
  const outcome = resolveGuard(kind, session);
  if (!outcome.allow) return <Navigate to={outcome.redirectTo} replace />;
  return children;
}
