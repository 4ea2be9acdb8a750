import type { ReadyMessage } from './lib/ipc';
import { BENCH_REPORT_PERIOD } from './lib/seed-bench-report';

/**
 * The calls `npm run bench` measures, each against its budget (bench/lib/budgets.ts): a share
 * of the ceiling by kind, and for 'authenticated' reads a p99 scaled to the host. Login has a
 * run of its own (bench/lib/login-run.ts).
 */
export type BenchCall = {
  name: string;
  /** Which share of the ceiling it owes (lib/budgets.ts); 'authenticated' sends a token. */
  kind: 'public' | 'public-with-input' | 'authenticated';
  method: 'GET' | 'POST';
  /** Form fields besides the owner's token (sent for 'authenticated' calls). */
  fields?: (server: ReadyMessage) => Record<string, string>;
  /**
   * Who makes an 'authenticated' call: the owner by default, a sub user of their team, or the
   * duty roster organisation's owner or member (lib/seed-bench-roster.ts).
   */
  as?: 'owner' | 'member' | 'rosterOwner' | 'rosterMember';
};

export const CONTENT_READS: BenchCall[] = [
  { name: 'home_page', kind: 'public', method: 'POST' },
  { name: 'directors', kind: 'public', method: 'GET' },
  // the resource hub and news: shared content, but only for a signed-in plan that has them
  { name: 'resources', kind: 'authenticated', method: 'GET' },
  { name: 'get_blog', kind: 'authenticated', method: 'GET' },
  {
    name: 'get_question_by_risk_categories_id',
    kind: 'public-with-input',
    method: 'POST',
    fields: () => ({ id: 'access-control' }),
  },
];

export const ACCOUNT_READS: BenchCall[] = [
  { name: 'get_profile', kind: 'authenticated', method: 'POST' },
  { name: 'get_subscription', kind: 'authenticated', method: 'POST' },
];

/** One item in seven of the measured owner's inventory is a radio (lib/seed-bench-data.ts). */
const BENCH_SEARCH_KEYWORD = 'radio';

/**
 * The list calls of the operations features: each adds one line here and seeds what the list
 * needs in bench/lib/seed-bench-data.ts (the measured owner is the first one).
 */
export const LIST_CALLS: BenchCall[] = [
  { name: 'get_sub_user', kind: 'authenticated', method: 'POST' },
  // the assessment with the owner's answers and scores, and the plan derived from them
  { name: 'general', kind: 'authenticated', method: 'GET' },
  { name: 'risk_action_plan', kind: 'authenticated', method: 'POST' },
  // the first page of an inventory of 2,000 items, and a search through all of them
  { name: 'get_inventories', kind: 'authenticated', method: 'POST' },
  {
    name: 'search_inventroy',
    kind: 'authenticated',
    method: 'POST',
    fields: () => ({ keyword: BENCH_SEARCH_KEYWORD }),
  },
  { name: 'get_certificates', kind: 'authenticated', method: 'POST' },
  // the organisation holds 500 events; the list answers its first page, home the next five
  { name: 'events', kind: 'authenticated', method: 'POST' },
  { name: 'get_sub_user_event', kind: 'authenticated', method: 'POST', as: 'member' },
  { name: 'home', kind: 'authenticated', method: 'POST' },
  { name: 'get_notifications', kind: 'authenticated', method: 'POST' },
  // a month of 200 events with their headcounts (lib/seed-bench-report.ts)
  {
    name: 'get_report',
    kind: 'authenticated',
    method: 'POST',
    fields: () => ({ month: String(BENCH_REPORT_PERIOD.month), year: String(BENCH_REPORT_PERIOD.year) }),
  },
];

/** spec 03 §4: the board of an event with 20 posts and 60 duties, and a member's duties ahead. */
export const ROSTER_CALLS: BenchCall[] = [
  {
    name: 'get_duty_roster',
    kind: 'authenticated',
    method: 'POST',
    as: 'rosterOwner',
    fields: (server) => ({ event_id: server.roster.eventId }),
  },
  { name: 'my_duties', kind: 'authenticated', method: 'POST', as: 'rosterMember' },
];

/** spec 03 §3: the incident log of an organisation that holds 1,000 (lib/seed-bench-incidents.ts), as its owner sees it. */
export const INCIDENT_CALLS: BenchCall[] = [{ name: 'get_incidents', kind: 'authenticated', method: 'POST' }];

export const BENCH_CALLS: BenchCall[] = [
  ...CONTENT_READS,
  ...ACCOUNT_READS,
  ...LIST_CALLS,
  ...ROSTER_CALLS,
  ...INCIDENT_CALLS,
];

/** The session an 'authenticated' call is made with. */
export const tokenFor = (call: BenchCall, server: ReadyMessage) => {
  if (call.as === 'member') return server.member.token;
  if (call.as === 'rosterOwner') return server.roster.owner.token;
  if (call.as === 'rosterMember') return server.roster.member.token;
  return server.owner.token;
};
