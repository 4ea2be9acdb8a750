// No zod here: the dashboards' 'Report incident' button and the list's badges import these.

/** spec 03 §3: an incident's category, in the spec's order. */
export const INCIDENT_CATEGORIES = [
  'Medical',
  'Suspicious person',
  'Disturbance',
  'Theft',
  'Property damage',
  'Fire or hazard',
  'Threat',
  'Other',
] as const;
export type IncidentCategory = (typeof INCIDENT_CATEGORIES)[number];

export const INCIDENT_SEVERITIES = ['Low', 'Medium', 'High', 'Critical'] as const;
export type IncidentSeverity = (typeof INCIDENT_SEVERITIES)[number];

/** spec 03 §3: leaders (the owner, leaders and the reporter) or team (every member). */
export const INCIDENT_VISIBILITIES = ['leaders', 'team'] as const;
export type IncidentVisibility = (typeof INCIDENT_VISIBILITIES)[number];

export const INCIDENT_STATUSES = ['open', 'closed'] as const;
/** get_incidents answers this many a page, newest first (a short page is the last; decision 064). */
export const INCIDENTS_PAGE_SIZE = 25;
export type IncidentStatus = (typeof INCIDENT_STATUSES)[number];

export const YES_NO = ['Yes', 'No'] as const;
export type YesNo = (typeof YES_NO)[number];

/** The severities that tell the owner and leaders at once (spec 03 §3). */
export const URGENT_SEVERITIES: readonly IncidentSeverity[] = ['High', 'Critical'];

export const INCIDENT_LIMITS = {
  titleMax: 150,
  descriptionMax: 5000,
  locationMax: 200,
  peopleInvolvedMax: 1000,
  policeReportNumberMax: 100,
  noteMax: 2000,
  closingNoteMax: 2000,
  images: 5,
  imageBytes: 5 * 1024 * 1024,
  /** spec 03 §3: the PDF link works this long without the token. */
  pdfLinkMinutes: 15,
} as const;

/** spec 03 §3, in the spec's words; the rest are ours (docs/decisions/056-incident-reports.md). */
export const INCIDENT_MESSAGES = {
  category: 'Please select category',
  title: 'Please enter title',
  description: 'Please enter description',
  date: 'Please enter date',
  time: 'Please enter time',
  future: 'The incident time cannot be in the future',
  location: 'Please enter location',
  severity: 'Please select severity',
  imageType: 'Please select a JPG or PNG image.',
  imageSize: 'Please select an image file with a size of 5 MB or less.',
  tooManyImages: 'You can attach up to 5 images',
  note: 'Please enter note',
  closingNote: 'Please enter closing note',
  alreadyClosed: 'This incident is already closed',
  titleTooLong: 'Title must be 150 characters or less',
  descriptionTooLong: 'Description must be 5,000 characters or less',
  locationTooLong: 'Location must be 200 characters or less',
  peopleInvolvedTooLong: 'People involved must be 1,000 characters or less',
  policeReportNumberTooLong: 'Police report number must be 100 characters or less',
  noteTooLong: 'Note must be 2,000 characters or less',
  closingNoteTooLong: 'Closing note must be 2,000 characters or less',
  yesNo: 'Please choose Yes or No.',
  visibility: 'Please choose leaders or team.',
  event: 'Please select one of your events.',
  status: 'Please choose open or closed.',
  month: 'Please select a month.',
  year: 'Please select a year.',
  notFound: 'This incident was not found.',
  onlyLeaders: 'Only the owner and team leaders can close an incident.',
  cannotEdit: 'Only the owner, a team leader or the reporter while it is open can edit this incident.',
  pdfGone: 'This download link has expired. Please open the incident again.',
  added: 'The incident has been reported.',
  list: 'Incidents',
  detail: 'Incident',
  updated: 'The incident has been updated.',
  followUpAdded: 'The follow-up has been added.',
  closed: 'The incident has been closed.',
  pdf: 'Incident PDF',
  choices: 'Incident choices',
} as const;
