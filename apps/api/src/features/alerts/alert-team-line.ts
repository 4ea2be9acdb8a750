import type { Executor } from '../notifications/notify';
import { postTeamLine } from '../team-channel/team-line';
import type { AlertRow } from './alert-view';

/** The line an alert puts in the team channel: its kind, the sender's words, where. */
export function alertLineText(event: 'sent' | 'closed', alert: AlertRow): string {
  if (event === 'closed')
    return `✅ All clear: the ${alert.kind} alert is closed.${alert.closingNote ? ` ${alert.closingNote}` : ''}`;
  return `🚨 ${alert.kind} alert: ${alert.message}${alert.locationNote ? ` (${alert.locationNote})` : ''}`;
}

/**
 * In the write that sends or closes an alert: its line in the team channel, under the name of
 * who sent or closed it (spec 03 §6). No team push: every member is told of the alert itself
 * on every channel they have.
 */
export function postAlertLine(
  tx: Executor,
  event: 'sent' | 'closed',
  alert: AlertRow,
  author: { id: string; name: string },
  at: Date,
) {
  return postTeamLine(tx, {
    organisationId: alert.organisationId,
    author,
    text: alertLineText(event, alert),
    at,
    pushTo: [],
  });
}
