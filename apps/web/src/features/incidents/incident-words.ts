import type { IncidentSeverity } from '@faith-shield/contract/incidents/incident-messages';
import { DATE_FORMATS } from '@faith-shield/contract/shared/constants';
import dayjs from 'dayjs';

export const INCIDENTS_PATH = '/incidents';
export const REPORT_INCIDENT_PATH = '/report-incident';
export const incidentPath = (id: string) => `/incidents/${id}`;

/** The four severities as colours a stressed eye tells apart: green, amber, orange, red. */
export const SEVERITY_COLOURS: Record<IncidentSeverity, string> = {
  Low: 'green.8',
  Medium: 'yellow.9',
  High: 'orange.9',
  Critical: 'red.8',
};

/** What each visibility means, in one line (the form's explanation). */
export const VISIBILITY_WORDS = {
  leaders: 'Only the owner, team leaders and you can see it.',
  team: 'Everyone on the team can see it.',
} as const;

/** spec 02 §9: 'DD MMM, YYYY, hh:mm A' in the viewer's zone. */
export const incidentDayTime = (iso: string) => dayjs(iso).format(`${DATE_FORMATS.date}, hh:mm A`);

/** The form's 'now': today and this minute on the phone's clock, in its zone. */
export const nowFields = (now = new Date()) => ({
  occurred_date: dayjs(now).format('YYYY-MM-DD'),
  occurred_time: dayjs(now).format('HH:mm'),
  time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC',
});
