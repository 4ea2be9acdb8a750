import { describe, expect, it } from 'vitest';
import { BUDGETS, type CallFigures, failingVerdicts, judgeCall, judgeLogins } from './budgets';
import type { LoginFigures } from './login-run';
import { REFERENCE_HOST, scaledBudgetMs } from './reference-host';

const REFERENCE = REFERENCE_HOST.ceilingRequestsPerSecond;
const UNSHARED = { loadAverage: 0.4, cpus: 2 };
const SHARED = { loadAverage: 17.5, cpus: 2 };

function call(overrides: Partial<CallFigures>): CallFigures {
  return {
    name: 'get_profile',
    kind: 'authenticated',
    requestsPerSecond: 10_000,
    p50Ms: 4,
    p99Ms: 10,
    errors: 0,
    requests: 100_000,
    statusCodes: { 200: 100_000 },
    ceiling: REFERENCE,
    ceilingP99Ms: 2,
    slices: [],
    shareOfCeiling: 10_000 / REFERENCE,
    cpuShareOfCeiling: 0.2,
    serverCpuUsPerAnswer: 100,
    ...overrides,
  };
}

const p99Of = (figures: CallFigures) =>
  judgeCall(figures, UNSHARED).find((verdict) => verdict.budget === 'p99');

describe('time budgets scaled by the same run’s ceiling', () => {
  it('holds the stated budget on the reference host', () => {
    expect(scaledBudgetMs(25, REFERENCE)).toBe(25);
    expect(p99Of(call({ p99Ms: 25 }))?.met).toBe(true);
    expect(p99Of(call({ p99Ms: 26 }))?.met).toBe(false);
  });

  it('gives a host three times slower three times the milliseconds, and judges the same', () => {
    const slow = REFERENCE / 3;
    expect(scaledBudgetMs(BUDGETS.authenticatedP99Ms, slow)).toBeCloseTo(75);
    // the same call on the slower host: every time three times longer, the share unchanged
    const there = call({
      ceiling: slow,
      p99Ms: 30,
      requestsPerSecond: 10_000 / 3,
      shareOfCeiling: 10_000 / REFERENCE,
    });
    expect(p99Of(there)).toMatchObject({ met: true, limit: 75, referenceLimit: 25 });
    expect(p99Of(call({ ceiling: slow, p99Ms: 76 }))?.met).toBe(false);
  });

  it('gives a faster host fewer milliseconds', () => {
    const verdict = p99Of(call({ ceiling: REFERENCE * 2, p99Ms: 13 }));
    expect(verdict).toMatchObject({ limit: 12.5, met: false });
  });

  it('refuses to judge without a ceiling', () => {
    expect(() => judgeCall(call({ ceiling: 0 }), UNSHARED)).toThrow(/ceiling/);
  });
});

describe('shares of the ceiling', () => {
  it('holds each kind of call to its own share, at its edge included', () => {
    const shareOf = (figures: CallFigures) =>
      judgeCall(figures, UNSHARED).find((verdict) => verdict.budget === 'share');
    expect(shareOf(call({ kind: 'public', cpuShareOfCeiling: BUDGETS.publicShareOfCeiling }))?.met).toBe(
      true,
    );
    expect(shareOf(call({ kind: 'public', cpuShareOfCeiling: 0.44 }))?.met).toBe(false);
    expect(shareOf(call({ kind: 'authenticated', cpuShareOfCeiling: 0.09 }))?.met).toBe(false);
    expect(
      shareOf(call({ kind: 'public-with-input', cpuShareOfCeiling: BUDGETS.publicWithInputShareOfCeiling }))
        ?.met,
    ).toBe(true);
  });

  it('judges no latency for a public read', () => {
    expect(p99Of(call({ kind: 'public', p99Ms: 500 }))).toBeUndefined();
  });
});

describe('which misses fail a run', () => {
  const logins: LoginFigures = {
    login: {
      requestsPerSecond: 80,
      p50Ms: 500,
      p99Ms: 900,
      errors: 0,
      requests: 800,
      statusCodes: { 200: 800 },
    },
    eventLoop: { p50Ms: 10, p99Ms: 50, maxMs: 60 },
    eventLoopAtRest: { p50Ms: 10, p99Ms: 11, maxMs: 12 },
    probe: {
      requestsPerSecond: 200,
      p50Ms: 2,
      p99Ms: 5,
      errors: 0,
      requests: 2000,
      statusCodes: { 200: 2000 },
    },
  };

  it('scales the event loop’s budget too', () => {
    const atReference = judgeLogins(logins, REFERENCE, UNSHARED).find(
      (verdict) => verdict.budget === 'event-loop p99',
    );
    const slowHost = judgeLogins(logins, REFERENCE / 3, UNSHARED).find(
      (verdict) => verdict.budget === 'event-loop p99',
    );
    expect(atReference?.met).toBe(false);
    expect(slowHost).toMatchObject({ limit: 60, met: true });
  });

  it('fails a full run on any enforced miss, a short run on errors only', () => {
    const verdicts = [
      ...judgeCall(call({ p99Ms: 30 }), UNSHARED),
      ...judgeCall(call({ name: 'home', errors: 2, statusCodes: { 500: 2 } }), UNSHARED),
    ];
    expect(failingVerdicts(verdicts, false).map((verdict) => verdict.budget)).toEqual(['p99', 'errors']);
    expect(failingVerdicts(verdicts, true).map((verdict) => `${verdict.subject} ${verdict.budget}`)).toEqual([
      'home errors',
    ]);
  });

  it('judges times on an unshared host only, shares and errors on any', () => {
    const verdicts = judgeCall(call({ p99Ms: 30, cpuShareOfCeiling: 0.05, errors: 1 }), SHARED);
    expect(verdicts.map((verdict) => [verdict.budget, verdict.met, verdict.enforced])).toEqual([
      ['share', false, true],
      ['p99', false, false],
      ['errors', false, true],
      ['timeouts', true, false],
    ]);
    expect(failingVerdicts(verdicts, false).map((verdict) => verdict.budget)).toEqual(['share', 'errors']);
    const loop = judgeLogins(logins, REFERENCE, SHARED).find(
      (verdict) => verdict.budget === 'event-loop p99',
    );
    expect(loop).toMatchObject({ met: false, enforced: false });
  });

  it('counts requests unanswered after 10 s as a time, not as failed answers', () => {
    const slowLogins = { ...logins, login: { ...logins.login, errors: 5, timeouts: 5 } };
    const onShared = judgeLogins(slowLogins, REFERENCE / 3, SHARED);
    expect(failingVerdicts(onShared, false)).toEqual([]);
    const onUnshared = judgeLogins(slowLogins, REFERENCE / 3, UNSHARED);
    expect(failingVerdicts(onUnshared, true).map((verdict) => verdict.text)).toEqual([
      'login: 5 requests unanswered after 10 s',
    ]);
  });

  it('never fails a run on a budget reported, not enforced', () => {
    const reported = judgeCall(call({ p99Ms: 30 }), UNSHARED).map((verdict) => ({
      ...verdict,
      enforced: false,
    }));
    expect(failingVerdicts(reported, false)).toEqual([]);
  });
});
