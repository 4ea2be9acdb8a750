import type { CallFigures, Verdict } from './budgets';
import type { LoginFigures } from './login-run';
import { describeConditions, describeHost, type HostConditions } from './reference-host';
import type { Figures } from './run-load';

type Measured = { ceiling: number; calls: CallFigures[]; logins: LoginFigures };

const HEADINGS = [
  'call',
  'req/s',
  'p50ms',
  'p99ms',
  'errors',
  'ceiling',
  'bare99',
  'rps/ceil',
  'cpu µs',
  'cpu/ceil',
  '≥ share',
  '≤ p99ms',
  'verdict',
];
const WIDTHS = [36, 6, 5, 5, 6, 7, 6, 8, 6, 8, 7, 7, 7];

const row = (cells: (string | number)[]) =>
  cells
    .map((cell, index) =>
      index === 0 ? String(cell).padEnd(WIDTHS[0] ?? 0) : String(cell).padStart(WIDTHS[index] ?? 8),
    )
    .join(' ');

const percent = (share: number, digits = 1) => `${(share * 100).toFixed(digits)}%`;
const ms = (value: number) => String(Number(value.toFixed(1)));

/** 'met', 'MISSED', or 'missed*' for a budget reported, not enforced. */
function verdictWord(verdicts: Verdict[]) {
  if (verdicts.every((verdict) => verdict.met)) return 'met';
  return verdicts.some((verdict) => !verdict.met && verdict.enforced) ? 'MISSED' : 'missed*';
}

function budgetCell(verdicts: Verdict[], budget: Verdict['budget'], format: (value: number) => string) {
  const verdict = verdicts.find((entry) => entry.budget === budget);
  return verdict ? format(verdict.limit) : '';
}

const raw = (figures: Figures) => [
  figures.requestsPerSecond,
  ms(figures.p50Ms),
  ms(figures.p99Ms),
  figures.errors,
];

/**
 * The figures of one run as a table on stdout: each call's raw figures beside the ceiling
 * measured in turns with it, its shares of that ceiling in req/s and in server CPU per answer
 * (the one judged), the budgets it was judged against (a time budget already scaled to that
 * ceiling) and the verdict.
 */
export function printTable(
  database: string,
  { ceiling, calls, logins }: Measured,
  verdicts: Verdict[],
  host: HostConditions,
) {
  const of = (subject: string) => verdicts.filter((verdict) => verdict.subject === subject);
  console.log(`\nFaith Shield API at 50 connections, ${database} database`);
  console.log(`Host: ${describeHost(ceiling)} (median of the calls' ceilings)`);
  console.log(`      ${describeConditions(host)}`);
  console.log(row(HEADINGS));
  for (const call of calls) {
    const mine = of(call.name);
    console.log(
      row([
        `${call.name} (${call.kind})`,
        ...raw(call),
        call.ceiling,
        ms(call.ceilingP99Ms),
        percent(call.shareOfCeiling),
        ms(call.serverCpuUsPerAnswer),
        percent(call.cpuShareOfCeiling),
        budgetCell(mine, 'share', (limit) => percent(limit, 0)),
        budgetCell(mine, 'p99', ms),
        verdictWord(mine),
      ]),
    );
  }
  const loginShare = percent(logins.login.requestsPerSecond / ceiling, 2);
  const pad = (cells: (string | number)[], verdict: string) => [
    ...cells,
    ...Array.from({ length: HEADINGS.length - 1 - cells.length }, () => ''),
    verdict,
  ];
  console.log(
    row(
      pad(
        ['login (argon2id)', ...raw(logins.login), `${ceiling}*`, '', loginShare],
        verdictWord(of('login')),
      ),
    ),
  );
  console.log(
    row(
      pad(['get_profile beside logins', ...raw(logins.probe)], verdictWord(of('get_profile beside logins'))),
    ),
  );
  console.log(
    "* the median of the calls' ceilings. bare99: the bare route's p99 in the same turns; cpu µs: the server's CPU per answer; cpu/ceil: the bare route's CPU per answer ÷ the call's (judged)",
  );
  const delay = (loop: LoginFigures['eventLoop']) =>
    `p50 ${loop.p50Ms.toFixed(1)} ms, p99 ${loop.p99Ms.toFixed(1)} ms, max ${loop.maxMs.toFixed(1)} ms`;
  const loopBudget = budgetCell(of('login'), 'event-loop p99', ms);
  console.log(
    `event-loop delay while logins ran: ${delay(logins.eventLoop)} (budget p99 ≤ ${loopBudget} ms at this ceiling)`,
  );
  console.log(`event-loop delay at rest just before: ${delay(logins.eventLoopAtRest)}`);
}
