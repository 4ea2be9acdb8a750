// No zod here: the alert overlay and the dashboards' button import these on every screen.

/** spec 03 §2: an alert's kind. */
export const ALERT_KINDS = [
  'Lockdown',
  'Medical',
  'Fire',
  'Evacuate',
  'Suspicious person',
  'Missing child',
  'Severe weather',
  'Other',
] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** spec 03 §2: who is told. Region scope is for owners only. */
export const ALERT_SCOPES = ['team', 'region'] as const;
export type AlertScope = (typeof ALERT_SCOPES)[number];

export const ALERT_STATUSES = ['active', 'closed'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];

/** spec 03 §2: what a member answers; pending is the roll-call's word for no answer yet. */
export const ALERT_ANSWERS = ['ok', 'help', 'away'] as const;
export type AlertAnswerChoice = (typeof ALERT_ANSWERS)[number];
export type AlertAnswerState = AlertAnswerChoice | 'pending';

/** spec 03 §1: `leader` is Yes or No on the sub user calls. */
export const LEADER_CHOICES = ['Yes', 'No'] as const;
export type LeaderChoice = (typeof LEADER_CHOICES)[number];

export const ALERT_LIMITS = {
  messageMax: 500,
  locationNoteMax: 200,
  noteMax: 200,
  closingNoteMax: 500,
  radiusMin: 1,
  radiusMax: 50,
  /** spec 03 §2: at most this many alerts per organisation per hour. */
  perHour: 10,
  /** spec 03 §2: members who have not answered after this long are told once more. */
  renoticeAfterMs: 2 * 60_000,
} as const;

/** spec 03 §2, in the spec's words; the rest are ours (docs/decisions/054-emergency-alerts.md). */
export const ALERT_MESSAGES = {
  kind: 'Please select alert type',
  message: 'Please enter message',
  messageTooLong: 'Message must be 500 characters or less',
  radius: 'Please enter radius',
  radiusRange: 'Radius must be between 1 and 50 miles',
  answer: 'Please select your answer',
  closed: 'This alert is closed',
  onlyLeaders: 'Only team leaders can send alerts',
  regionOwnersOnly: 'Only the owner can send an alert to the region.',
  tooMany: 'Your team has sent 10 alerts in the last hour. Please try again later.',
  notFound: 'This alert was not found.',
  scope: 'Please choose team or region.',
  leader: 'Please choose Yes or No.',
  locationNoteTooLong: 'Location note must be 200 characters or less',
  noteTooLong: 'Note must be 200 characters or less',
  closingNoteTooLong: 'Closing note must be 500 characters or less',
  invalidLocation: 'Please share a valid location.',
  sent: 'The alert has been sent.',
  list: 'Alerts',
  detail: 'Alert',
  answered: 'Your answer has been sent.',
  closedNow: 'All clear has been sent.',
} as const;
