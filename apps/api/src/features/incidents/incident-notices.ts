import type { Notice } from '../notifications/notify';
import type { IncidentRow } from './find-incident';

/** The screen an incident's notices open. */
export const incidentUrl = (incidentId: string) => `/incidents/${incidentId}`;

/**
 * spec 03 §3: a High or Critical incident tells the owner and leaders at once, by push,
 * notification and mail. The reporter's words stay out of the title (the mail's subject).
 */
export const urgentIncidentNotice = (
  incident: IncidentRow,
  reporterName: string,
  userIds: readonly string[],
): Notice => ({
  organisationId: incident.organisationId,
  userIds,
  type: 'incident',
  title: `${incident.severity} incident reported: ${incident.category}`,
  body: `${reporterName} reported “${incident.title}” at ${incident.location}.`,
  url: incidentUrl(incident.id),
  dedupeKey: `incident:${incident.id}`,
  mail: true,
});
