import { describe, expect, it } from 'vitest';
import { type GuardKind, type GuardSession, resolveGuard } from './guards';

const signedOut: GuardSession = { token: null, type: null, subscriptionsId: 0 };
const owner = (subscriptionsId: number): GuardSession => ({ token: 't', type: 1, subscriptionsId });
const subUser = (type = 2): GuardSession => ({ token: 't', type, subscriptionsId: 4 });

const allow = { allow: true };
const to = (redirectTo: string) => ({ allow: false, redirectTo });

// spec 01 §2, route guard table: one case per cell, tier cells for every subscriptions_id 0–4.
const TABLE: Array<[GuardKind, string, GuardSession, object]> = [
  ['publicOnly', 'signed out', signedOut, allow],
  ['publicOnly', 'type 1', owner(1), to('/dashboard')],
  ['publicOnly', 'type 1 without a plan', owner(0), to('/dashboard')],
  ['publicOnly', 'type 2', subUser(), to('/subuser-dashboard')],

  ['protected', 'signed out', signedOut, to('/login')],
  ['protected', 'type 1', owner(2), allow],
  ['protected', 'type 1 without a plan', owner(0), allow],
  ['protected', 'type 2', subUser(), to('/login')],

  ['subUser', 'signed out', signedOut, to('/login')],
  ['subUser', 'type 1', owner(4), to('/login')],
  ['subUser', 'type 2', subUser(), allow],

  ['tierA', 'signed out', signedOut, to('/login')],
  ['tierA', 'type 1, id 0', owner(0), to('/dashboard')],
  ['tierA', 'type 1, id 1', owner(1), allow],
  ['tierA', 'type 1, id 2', owner(2), allow],
  ['tierA', 'type 1, id 3', owner(3), allow],
  ['tierA', 'type 1, id 4', owner(4), allow],
  ['tierA', 'type 2', subUser(), to('/login')],

  ['tierB', 'signed out', signedOut, to('/login')],
  ['tierB', 'type 1, id 0', owner(0), to('/dashboard')],
  ['tierB', 'type 1, id 1', owner(1), allow],
  ['tierB', 'type 1, id 2', owner(2), to('/dashboard')],
  ['tierB', 'type 1, id 3', owner(3), allow],
  ['tierB', 'type 1, id 4', owner(4), allow],
  ['tierB', 'type 2', subUser(), to('/login')],

  ['tierC', 'signed out', signedOut, to('/login')],
  ['tierC', 'type 1, id 0', owner(0), to('/dashboard')],
  ['tierC', 'type 1, id 1', owner(1), allow],
  ['tierC', 'type 1, id 2', owner(2), to('/dashboard')],
  ['tierC', 'type 1, id 3', owner(3), to('/dashboard')],
  ['tierC', 'type 1, id 4', owner(4), allow],
  ['tierC', 'type 2', subUser(), to('/login')],
];

describe('resolveGuard (spec 01 §2)', () => {
  it.each(TABLE)('%s, %s', (kind, _label, session, expected) => {
    expect(resolveGuard(kind, session)).toEqual(expected);
  });

  // spec 01 §1: "type 2, any other type value is treated alike".
  it.each<[string, number | null]>([
    ['type 3', 3],
    ['type 0', 0],
    ['no type stored', null],
  ])('treats %s with a token as a sub user', (_label, type) => {
    const session: GuardSession = { token: 't', type, subscriptionsId: 1 };
    expect(resolveGuard('subUser', session)).toEqual(allow);
    expect(resolveGuard('protected', session)).toEqual(to('/login'));
    expect(resolveGuard('publicOnly', session)).toEqual(to('/subuser-dashboard'));
  });

  // spec 01 §3: the token's presence alone means signed in.
  it('treats a stored type without a token as signed out', () => {
    const session: GuardSession = { token: null, type: 1, subscriptionsId: 4 };
    expect(resolveGuard('publicOnly', session)).toEqual(allow);
    expect(resolveGuard('protected', session)).toEqual(to('/login'));
    expect(resolveGuard('tierC', session)).toEqual(to('/login'));
  });
});
