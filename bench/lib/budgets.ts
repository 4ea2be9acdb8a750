import type { BenchCall } from '../calls';
import type { LoginFigures } from './login-run';
import type { Figures } from './run-load';

/** The API budgets (bench/README.md), at 50 connections on a 2-core machine. */
export const BUDGETS = {
  publicShareOfCeiling: 0.5,
  authenticatedShareOfCeiling: 0.1,
  authenticatedP99Ms: 25,
  loginEventLoopP99Ms: 20,
} as const;

export type CallFigures = Figures & {
  name: string;
  kind: BenchCall['kind'];
  /** The bare route's req/s, measured just before this call. */
  ceiling: number;
  shareOfCeiling: number;
};

/** Each budget missed, in words; empty when all hold. */
export function missedBudgets(calls: CallFigures[], logins: LoginFigures): string[] {
  const missed: string[] = [];
  const percent = (share: number) => `${Math.round(share * 100)} %`;
  for (const call of calls) {
    const share = call.kind === 'public' ? BUDGETS.publicShareOfCeiling : BUDGETS.authenticatedShareOfCeiling;
    if (call.shareOfCeiling < share)
      missed.push(`${call.name}: ${percent(call.shareOfCeiling)} of the ceiling, budget ≥ ${percent(share)}`);
    if (call.kind === 'authenticated' && call.p99Ms > BUDGETS.authenticatedP99Ms)
      missed.push(`${call.name}: p99 ${call.p99Ms} ms, budget ≤ ${BUDGETS.authenticatedP99Ms} ms`);
    if (call.errors > 0)
      missed.push(`${call.name}: ${call.errors} errors ${JSON.stringify(call.statusCodes)}`);
  }
  if (logins.login.errors > 0)
    missed.push(`login: ${logins.login.errors} errors ${JSON.stringify(logins.login.statusCodes)}`);
  if (logins.eventLoop.p99Ms > BUDGETS.loginEventLoopP99Ms)
    missed.push(
      `login: event-loop delay p99 ${logins.eventLoop.p99Ms.toFixed(1)} ms while logins ran, budget ≤ ${BUDGETS.loginEventLoopP99Ms} ms`,
    );
  if (logins.probe.errors > 0) missed.push(`get_profile beside logins: ${logins.probe.errors} errors`);
  return missed;
}
