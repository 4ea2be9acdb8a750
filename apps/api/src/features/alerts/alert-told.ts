import type { AlertAnswer } from '@faith-shield/contract/alerts/alert-fields';
import type { AlertLiveAlert } from '@faith-shield/contract/alerts/alert-live';
import type { AlertKind } from '@faith-shield/contract/alerts/alert-messages';
import type { AppDeps } from '../../http/app-deps';
import { e164Of } from '../../infra/sms/phone-number';
import type { Executor } from '../notifications/notify';
import type { AlertLive } from './alert-live';
import { alertUrl } from './alert-notices';
import type { Member } from './alert-people';
import type { AlertRow } from './alert-view';

/** What a sent or closed alert tells beyond the notices written with it. */
export type AlertTold = {
  alert: AlertRow;
  organisationName: string;
  senderName: string;
  /** The members told by text message (everyone but the one who sent or closed it). */
  textTo: readonly Member[];
};

const liveAlertOf = (alert: AlertRow, organisationName: string, senderName: string): AlertLiveAlert => ({
  id: alert.id,
  kind: alert.kind as AlertKind,
  message: alert.message,
  location_note: alert.locationNote,
  status: alert.status,
  worship_place_name: organisationName,
  closing_note: alert.closingNote,
  created_at: alert.createdAt.toISOString(),
  sent_by: senderName,
});

/** The text message: our fixed words around the organisation's, marked as theirs, and the link. */
const textOf = (deps: AppDeps, event: 'sent' | 'closed', told: AlertTold) => {
  const link = `${deps.config.publicUrl}${alertUrl(told.alert.id)}`;
  if (event === 'closed') {
    const note = told.alert.closingNote ? ` ${told.organisationName} says: “${told.alert.closingNote}”` : '';
    return `Faith Shield: All clear at ${told.organisationName}.${note} ${link}`;
  }
  const where = told.alert.locationNote ? ` Where: ${told.alert.locationNote}.` : '';
  return `Faith Shield EMERGENCY ALERT (${told.alert.kind}). ${told.organisationName} says: “${told.alert.message}”${where} Answer: ${link}`;
};

/** In the write that sends or closes the alert: the 'alert' frame to every member's open sockets. */
export function announceAlert(tx: Executor, live: AlertLive, event: 'sent' | 'closed', told: AlertTold) {
  return live.announce(tx, told.alert.organisationId, told.alert.sentBy, 'members', {
    type: 'alert',
    event,
    alert: liveAlertOf(told.alert, told.organisationName, told.senderName),
  });
}

/** After the write commits: a text message to each member told who has a mobile number (a failure is logged). */
export function textAlert(deps: AppDeps, event: 'sent' | 'closed', told: AlertTold) {
  const text = textOf(deps, event, told);
  for (const member of told.textTo) {
    const to = e164Of(member.mobile);
    if (to) deps.afterAnswer.run('an alert text message', () => deps.sms.send({ to, text }));
  }
}

/** In the write that stores an answer: to those who watch the roll-call; a call for help to every member. */
export function announceAnswer(
  tx: Executor,
  live: AlertLive,
  alert: AlertRow,
  names: { organisationName: string; senderName: string },
  answer: AlertAnswer,
) {
  const { mobile: _private, ...row } = answer;
  return live.announce(
    tx,
    alert.organisationId,
    alert.sentBy,
    answer.answer === 'help' ? 'members' : 'managers',
    {
      type: 'alert',
      event: 'answer',
      alert: liveAlertOf(alert, names.organisationName, names.senderName),
      answer: row,
    },
  );
}
