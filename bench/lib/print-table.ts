import type { CallFigures } from './budgets';
import type { LoginFigures } from './login-run';
import type { Figures } from './run-load';

type Measured = { ceiling: number; calls: CallFigures[]; logins: LoginFigures };

const row = (cells: (string | number)[]) =>
  cells.map((cell, index) => (index === 0 ? String(cell).padEnd(34) : String(cell).padStart(9))).join(' ');

const line = (name: string, figures: Figures, ceiling: number | string, share: string) =>
  row([name, figures.requestsPerSecond, figures.p50Ms, figures.p99Ms, figures.errors, ceiling, share]);

const percent = (share: number, digits = 1) => `${(share * 100).toFixed(digits)} %`;

/** The figures of one run as a table on stdout; each call beside the ceiling measured just before it. */
export function printTable(database: string, { ceiling, calls, logins }: Measured) {
  console.log(`\nFaith Shield API at 50 connections, ${database} database`);
  console.log(row(['call', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'ceiling', 'of ceil.']));
  for (const call of calls)
    console.log(line(`${call.name} (${call.kind})`, call, call.ceiling, percent(call.shareOfCeiling)));
  const loginShare = percent(logins.login.requestsPerSecond / ceiling, 2);
  console.log(line('login (argon2id)', logins.login, `${ceiling}*`, loginShare));
  console.log(line('get_profile beside logins', logins.probe, '', ''));
  console.log(`* the median of the ceilings measured beside the calls`);
  const delay = (loop: Measured['logins']['eventLoop']) =>
    `p50 ${loop.p50Ms.toFixed(1)} ms, p99 ${loop.p99Ms.toFixed(1)} ms, max ${loop.maxMs.toFixed(1)} ms`;
  console.log(`event-loop delay while logins ran: ${delay(logins.eventLoop)}`);
  console.log(`event-loop delay at rest just before: ${delay(logins.eventLoopAtRest)}`);
}
