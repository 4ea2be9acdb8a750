import type { Notice } from '../notifications/notify';
import type { AlertRow } from './alert-view';

/** The screen an alert's notices open. */
export const alertUrl = (alertId: string) => `/alerts/${alertId}`;

/**
 * The owner's or leader's words are marked as the organisation's, never ours: the title (and so
 * the mail's subject) is our fixed text with the kind from the spec's list only.
 */
const theirWords = (organisationName: string, text: string) => `${organisationName} says: “${text}”`;

const withPlace = (text: string, locationNote: string) =>
  locationNote ? `${text} Where: ${locationNote}.` : text;

/** What every member of the sending organisation is told (spec 03 §2). */
export const alertNotice = (
  alert: AlertRow,
  organisationName: string,
  userIds: readonly string[],
): Notice => ({
  organisationId: alert.organisationId,
  userIds,
  type: 'alert',
  alertId: alert.id,
  title: `Emergency alert: ${alert.kind}`,
  body: withPlace(theirWords(organisationName, alert.message), alert.locationNote),
  url: alertUrl(alert.id),
  dedupeKey: `alert:${alert.id}`,
  mail: true,
});

/** What the owner of a place of worship within the radius is told (spec 03 §2 region scope). */
export const regionalNotice = (
  alert: AlertRow,
  senderName: string,
  recipient: { organisationId: string; userId: string; distanceMiles: number },
): Notice => ({
  organisationId: recipient.organisationId,
  userIds: [recipient.userId],
  type: 'alert',
  alertId: alert.id,
  title: `Emergency alert nearby: ${alert.kind}`,
  body: withPlace(
    `${theirWords(senderName, alert.message)} (${recipient.distanceMiles.toFixed(1)} miles from you)`,
    alert.locationNote,
  ),
  url: alertUrl(alert.id),
  dedupeKey: `alert:${alert.id}`,
  mail: true,
});

/** The all-clear every member is told when the alert is closed. */
export const allClearNotice = (
  alert: AlertRow,
  organisationName: string,
  userIds: readonly string[],
): Notice => ({
  organisationId: alert.organisationId,
  userIds,
  type: 'alert',
  alertId: alert.id,
  title: 'All clear',
  body: alert.closingNote
    ? theirWords(organisationName, alert.closingNote)
    : `${organisationName}: the ${alert.kind.toLowerCase()} alert is over.`,
  url: alertUrl(alert.id),
  dedupeKey: `alert-all-clear:${alert.id}`,
  mail: true,
});

/** The second call to those who have not answered after two minutes: push and notification only. */
export const renotice = (alert: AlertRow, organisationName: string, userIds: readonly string[]): Notice => ({
  organisationId: alert.organisationId,
  userIds,
  type: 'alert',
  alertId: alert.id,
  title: `Still waiting for your answer: ${alert.kind}`,
  body: withPlace(theirWords(organisationName, alert.message), alert.locationNote),
  url: alertUrl(alert.id),
  dedupeKey: `alert-renotice:${alert.id}`,
});
