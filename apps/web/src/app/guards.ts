import { TIERS, type TierName, USER_TYPE } from '@faith-shield/contract/shared/constants';

export type GuardKind = 'publicOnly' | 'protected' | 'subUser' | 'tierA' | 'tierB' | 'tierC';

/** The part of the session a guard reads (spec 01 §3). */
export type GuardSession = {
  token: string | null;
  type: number | null;
  subscriptionsId: number;
};

export type GuardOutcome = { allow: true } | { allow: false; redirectTo: string };

const ALLOW = 'allow';
/** A type 1 user is let in only with a plan of the tier; otherwise sent to the dashboard. */
type TierRule = { tier: TierName; otherwise: string };
type Cell = typeof ALLOW | string | TierRule;

/**
 * spec 01 §2, the route guard table, row for row. Columns: signed out, type 1, type 2
 * (any type other than 1 counts as type 2, spec 01 §1). Tiers: DESIGN.md §4.
 */
export const GUARD_TABLE: Record<GuardKind, { signedOut: Cell; owner: Cell; subUser: Cell }> = {
  publicOnly: { signedOut: ALLOW, owner: '/dashboard', subUser: '/subuser-dashboard' },
  protected: { signedOut: '/login', owner: ALLOW, subUser: '/login' },
  subUser: { signedOut: '/login', owner: '/login', subUser: ALLOW },
  tierA: { signedOut: '/login', owner: { tier: 'inventory', otherwise: '/dashboard' }, subUser: '/login' },
  tierB: { signedOut: '/login', owner: { tier: 'content', otherwise: '/dashboard' }, subUser: '/login' },
  tierC: { signedOut: '/login', owner: { tier: 'advance', otherwise: '/dashboard' }, subUser: '/login' },
};

export const hasTier = (tier: TierName, subscriptionsId: number) =>
  (TIERS[tier] as readonly number[]).includes(subscriptionsId);

const columnOf = (session: GuardSession) => {
  if (!session.token) return 'signedOut';
  return session.type === USER_TYPE.owner ? 'owner' : 'subUser';
};

/** Whether a route behind `kind` may render for `session`, or where to send the user instead. */
export const resolveGuard = (kind: GuardKind, session: GuardSession): GuardOutcome => {
  const cell = GUARD_TABLE[kind][columnOf(session)];
  if (cell === ALLOW) return { allow: true };
  if (typeof cell === 'string') return { allow: false, redirectTo: cell };
  return hasTier(cell.tier, session.subscriptionsId)
    ? { allow: true }
    : { allow: false, redirectTo: cell.otherwise };
};
