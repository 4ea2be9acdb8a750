import type { BenchCall } from '../calls';
import type { PairedFigures } from './interleaved';
import type { LoginFigures } from './login-run';
import { type HostConditions, judgesTimes, scaledBudgetMs } from './reference-host';

/**
 * The API budgets (bench/README.md), at 50 connections. A share of the ceiling is the bare
 * route's server CPU per answer ÷ the call's, measured in the same turns: CPU time does not count
 * the wait for a core, so it holds on a host shared with other programs, where req/s follows
 * whoever else runs. Times are stated for the reference host (lib/reference-host.ts) and scaled
 * by the ceiling measured beside the call.
 */
export const BUDGETS = {
  publicShareOfCeiling: 0.45,
  /** A public read with a form to parse: what the input-less reads skip costs a share. */
  publicWithInputShareOfCeiling: 0.25,
  authenticatedShareOfCeiling: 0.1,
  /** At the reference host. */
  authenticatedP99Ms: 25,
  /** At the reference host. */
  loginEventLoopP99Ms: 20,
} as const;

export type CallFigures = PairedFigures & {
  name: string;
  kind: BenchCall['kind'];
};

/**
 * Which budgets fail a run. A budget that gave different verdicts on the same commit between
 * runs on the same kind of host is printed and recorded but does not fail the run.
 */
export const ENFORCED: Record<Verdict['budget'], boolean> = {
  share: true,
  p99: true,
  errors: true,
  timeouts: true,
  'event-loop p99': true,
};

/** One budget held against one figure; `enforced: false` is printed and recorded, never failed. */
export type Verdict = {
  subject: string;
  budget: 'share' | 'p99' | 'errors' | 'timeouts' | 'event-loop p99';
  figure: number;
  /** The limit this run was judged against (a time budget already scaled to the host). */
  limit: number;
  /** A time budget as stated for the reference host; absent for shares and errors. */
  referenceLimit?: number;
  met: boolean;
  enforced: boolean;
  /** The words printed when the budget is missed. */
  text: string;
};

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
const ms = (value: number) => `${Number(value.toFixed(1))} ms`;

export function shareBudgetOf(kind: BenchCall['kind']): number {
  if (kind === 'public') return BUDGETS.publicShareOfCeiling;
  if (kind === 'public-with-input') return BUDGETS.publicWithInputShareOfCeiling;
  return BUDGETS.authenticatedShareOfCeiling;
}

/**
 * Every budget of one call: its share of the ceiling, its p99 scaled to the host (judged only on
 * an unshared host, lib/reference-host.ts), no errors.
 */
export function judgeCall(call: CallFigures, host: HostConditions): Verdict[] {
  const share = shareBudgetOf(call.kind);
  const verdicts: Verdict[] = [
    {
      subject: call.name,
      budget: 'share',
      figure: call.cpuShareOfCeiling,
      limit: share,
      met: call.cpuShareOfCeiling >= share,
      enforced: ENFORCED.share,
      text: `${call.name}: ${percent(call.cpuShareOfCeiling)} of the ceiling in server CPU (${call.serverCpuUsPerAnswer} µs an answer), budget ≥ ${percent(share)}`,
    },
  ];
  if (call.kind === 'authenticated') {
    const limit = scaledBudgetMs(BUDGETS.authenticatedP99Ms, call.ceiling);
    verdicts.push({
      subject: call.name,
      budget: 'p99',
      figure: call.p99Ms,
      limit,
      referenceLimit: BUDGETS.authenticatedP99Ms,
      met: call.p99Ms <= limit,
      enforced: ENFORCED.p99 && judgesTimes(host),
      text: `${call.name}: p99 ${ms(call.p99Ms)}, budget ≤ ${ms(limit)} at a ceiling of ${call.ceiling} req/s (${BUDGETS.authenticatedP99Ms} ms at the reference)`,
    });
  }
  verdicts.push(...errorVerdicts(call.name, call, host));
  return verdicts;
}

/**
 * Answers that were not 2xx, and connections that failed, fail a run on any host; requests
 * still unanswered after autocannon's 10 s are a time, judged like the others.
 */
function errorVerdicts(
  subject: string,
  figures: { errors: number; timeouts?: number; statusCodes: Record<string, number> },
  host: HostConditions,
): Verdict[] {
  const timeouts = figures.timeouts ?? 0;
  const errors = figures.errors - timeouts;
  return [
    {
      subject,
      budget: 'errors',
      figure: errors,
      limit: 0,
      met: errors === 0,
      enforced: ENFORCED.errors,
      text: `${subject}: ${errors} errors ${JSON.stringify(figures.statusCodes)}`,
    },
    {
      subject,
      budget: 'timeouts',
      figure: timeouts,
      limit: 0,
      met: timeouts === 0,
      enforced: ENFORCED.timeouts && judgesTimes(host),
      text: `${subject}: ${timeouts} requests unanswered after 10 s`,
    },
  ];
}

/** The login run's budgets: no errors, and the event loop kept answering (scaled to the host). */
export function judgeLogins(logins: LoginFigures, ceiling: number, host: HostConditions): Verdict[] {
  const limit = scaledBudgetMs(BUDGETS.loginEventLoopP99Ms, ceiling);
  return [
    ...errorVerdicts('login', logins.login, host),
    {
      subject: 'login',
      budget: 'event-loop p99',
      figure: logins.eventLoop.p99Ms,
      limit,
      referenceLimit: BUDGETS.loginEventLoopP99Ms,
      met: logins.eventLoop.p99Ms <= limit,
      enforced: ENFORCED['event-loop p99'] && judgesTimes(host),
      text: `login: event-loop delay p99 ${ms(logins.eventLoop.p99Ms)} while logins ran, budget ≤ ${ms(limit)} at a ceiling of ${ceiling} req/s (${BUDGETS.loginEventLoopP99Ms} ms at the reference)`,
    },
    ...errorVerdicts('get_profile beside logins', logins.probe, host),
  ];
}

/** The verdicts a run fails on: missed and enforced; in a short run, errors and timeouts only. */
export function failingVerdicts(verdicts: Verdict[], isShort: boolean): Verdict[] {
  const inShortRun = new Set<Verdict['budget']>(['errors', 'timeouts']);
  return verdicts.filter(
    (verdict) => !verdict.met && verdict.enforced && (!isShort || inShortRun.has(verdict.budget)),
  );
}
