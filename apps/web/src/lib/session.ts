import { USER_TYPE } from '@faith-shield/contract/shared/constants';
import { useSyncExternalStore } from 'react';

/** spec 01 §3: the local session values, under these exact localStorage keys. */
export const SESSION_KEYS = {
  token: 'token',
  type: 'type',
  subscriptionsId: 'subscriptions_id',
} as const;

/**
 * Ours (spec 03 §5): set while a leader of a team that requires a second factor is signed in
 * only to set it up; the app then draws the set-up screen alone (no shell, no other calls).
 */
export const SETUP_ONLY_KEY = 'two_factor_setup_only';
/** The one screen such a session opens. */
export const SETUP_ONLY_PATH = '/two-factor-setup';

/** spec 01 §3: also kept during password reset and plan choice. */
export const SAVED_KEYS = {
  email: 'email',
  resetCode: 'reset_code',
  chosenPlan: 'chosen_plan',
} as const;

export type Session = {
  token: string | null;
  /** 1 main account holder; any other value is a sub user (spec 01 §1). */
  type: number | null;
  /** 1 to 4; 0 when there is no active plan. */
  subscriptionsId: number;
  /** Signed in only to turn on the second factor (spec 03 §5, SETUP_ONLY_KEY). */
  setupOnly?: boolean;
};

/** spec 01 §3: the plan picked on /subscriptions, read by /payment. */
export type ChosenPlan = {
  sub_id: number;
  plan_id: string;
  price: string;
  sub_type: string;
};

// Storage can throw (private modes, quotas): the app then behaves as signed out.
const read = (key: string): string | null => {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
};

const write = (key: string, value: string | null) => {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the in-memory snapshot still changes below.
  }
};

const toNumber = (value: string | null): number | null => {
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
};

const readSession = (): Session => ({
  token: read(SESSION_KEYS.token) || null,
  type: toNumber(read(SESSION_KEYS.type)),
  subscriptionsId: toNumber(read(SESSION_KEYS.subscriptionsId)) ?? 0,
  setupOnly: read(SETUP_ONLY_KEY) === '1',
});

const isSame = (a: Session, b: Session) =>
  a.token === b.token &&
  a.type === b.type &&
  a.subscriptionsId === b.subscriptionsId &&
  a.setupOnly === b.setupOnly;

const listeners = new Set<() => void>();
let snapshot: Session = readSession();

/** Re-reads storage; listeners hear only of real changes, so the snapshot stays stable. */
const refresh = () => {
  const next = readSession();
  if (isSame(snapshot, next)) return;
  snapshot = next;
  for (const listener of listeners) listener();
};

const SESSION_KEY_SET = new Set<string>([...Object.values(SESSION_KEYS), SETUP_ONLY_KEY]);

if (typeof window !== 'undefined') {
  // Another tab signing in or out changes this one too.
  window.addEventListener('storage', (event) => {
    if (event.key === null || SESSION_KEY_SET.has(event.key)) refresh();
  });
}

export const getSession = (): Session => snapshot;

export const isSignedIn = (session: Session = snapshot) => session.token !== null;

export const isOwner = (session: Session = snapshot) =>
  isSignedIn(session) && session.type === USER_TYPE.owner;

/** spec 01 §4: after login. Pass subscriptionsId 0 when plan_status is not 'active'. */
export const setSession = (session: {
  token: string;
  type: number;
  subscriptionsId: number;
  setupOnly?: boolean;
}) => {
  write(SESSION_KEYS.token, session.token);
  write(SESSION_KEYS.type, String(session.type));
  write(SESSION_KEYS.subscriptionsId, String(session.subscriptionsId));
  write(SETUP_ONLY_KEY, session.setupOnly ? '1' : null);
  refresh();
};

/**
 * spec 03 §5: the session may do nothing but set up the second factor (login said so, or a
 * call was refused for it), or, once it is on, everything again.
 */
export const setSetupOnly = (setupOnly: boolean) => {
  write(SETUP_ONLY_KEY, setupOnly ? '1' : null);
  refresh();
};

/** spec 01 §4: payment success and the subscription consistency check. */
export const setSubscriptionsId = (subscriptionsId: number) => {
  write(SESSION_KEYS.subscriptionsId, String(subscriptionsId));
  refresh();
};

/** spec 01 §4: logout (and a 401 answer) clears token, type and subscriptions_id (and ours). */
export const clearSession = () => {
  for (const key of SESSION_KEY_SET) write(key, null);
  refresh();
};

export const subscribeSession = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The session, re-rendering the caller whenever it changes (here or in another tab). */
export const useSession = (): Session => useSyncExternalStore(subscribeSession, getSession, getSession);

// Why the user was signed out (a session that ended on the server), shown once on /login.
// Per tab: another tab's expiry is not news here.
const SIGN_IN_NOTICE_KEY = 'sign_in_notice';

export const setSignInNotice = (message: string) => {
  try {
    window.sessionStorage.setItem(SIGN_IN_NOTICE_KEY, message);
  } catch {
    // no storage: /login simply shows no notice
  }
};

export const getSignInNotice = (): string | null => {
  try {
    return window.sessionStorage.getItem(SIGN_IN_NOTICE_KEY);
  } catch {
    return null;
  }
};

export const clearSignInNotice = () => {
  try {
    window.sessionStorage.removeItem(SIGN_IN_NOTICE_KEY);
  } catch {
    // nothing kept
  }
};

export const getSavedEmail = () => read(SAVED_KEYS.email);
export const setSavedEmail = (email: string) => write(SAVED_KEYS.email, email);

export const getResetCode = () => read(SAVED_KEYS.resetCode);
export const setResetCode = (code: string) => write(SAVED_KEYS.resetCode, code);

/** spec 01 §4: a successful reset clears the saved code and e-mail. */
export const clearPasswordReset = () => {
  write(SAVED_KEYS.resetCode, null);
  write(SAVED_KEYS.email, null);
};

export const getChosenPlan = (): ChosenPlan | null => {
  const raw = read(SAVED_KEYS.chosenPlan);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as ChosenPlan;
  } catch {
    return null;
  }
};
export const setChosenPlan = (plan: ChosenPlan) => write(SAVED_KEYS.chosenPlan, JSON.stringify(plan));
export const clearChosenPlan = () => write(SAVED_KEYS.chosenPlan, null);
