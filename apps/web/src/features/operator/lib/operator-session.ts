import { useSyncExternalStore } from 'react';

/**
 * The operator's session, apart from the organisation session (lib/session.ts): its own key, in
 * sessionStorage, so it ends with the tab and never reaches an organisation's screens.
 */
const KEY = 'faith-shield-operator';

export type OperatorSession = { token: string; email: string };

const listeners = new Set<() => void>();
let cached: { raw: string | null; session: OperatorSession | null } = { raw: null, session: null };

const read = (): OperatorSession | null => {
  const raw = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(KEY);
  if (raw !== cached.raw) {
    let session: OperatorSession | null = null;
    try {
      session = raw ? (JSON.parse(raw) as OperatorSession) : null;
    } catch {
      session = null;
    }
    cached = { raw, session };
  }
  return cached.session;
};

const changed = () => {
  for (const listener of listeners) listener();
};

export const getOperatorSession = read;

export function setOperatorSession(session: OperatorSession | null) {
  if (session) sessionStorage.setItem(KEY, JSON.stringify(session));
  else sessionStorage.removeItem(KEY);
  changed();
}

export const useOperatorSession = () =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read,
    () => null,
  );
