import type { AlertAnswer } from '@faith-shield/contract/alerts/alert-fields';
import type { AppDeps } from '../../http/app-deps';
import type { Member } from './alert-people';
import type { AlertRow } from './alert-view';

/** What a sent or closed alert tells beyond the notices written with it. */
export type AlertTold = {
  alert: AlertRow;
  organisationName: string;
  members: readonly Member[];
  /** The members told by text message (everyone but the one who sent or closed it). */
  textTo: readonly Member[];
  regionOwnerIds: readonly string[];
};

/** After the write commits: the live frames and text messages of a sent or closed alert. */
export function tellLive(_deps: AppDeps, _event: 'alert' | 'all_clear', _told: AlertTold) {}

/** After an answer commits: the live frame to those who watch the roll-call. */
export function tellAnswer(_deps: AppDeps, _alert: AlertRow, _answer: AlertAnswer) {}
