// No zod here: the event screens show these on first load and import the schemas on first use.
import { BYTES_PER_MB } from '../shared/constants';

/** spec 02 §3 and §9: an event's category. */
export const EVENT_CATEGORIES = ['Main Service', 'Special Event', 'Memorial Service', 'Other'] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];

/** spec 02 §3: 'Need more security?' Yes or No, default No. */
export const SECURITY_CHOICES = ['Yes', 'No'] as const;
export type SecurityChoice = (typeof SECURITY_CHOICES)[number];

/** spec 02 §3: sub_user_id carries the chosen ids, or this text when nobody of the team is assigned. */
export const OTHER_SUB_USER = 'Other';

/** spec 02 §4 and §9: an event is open for headcounts (0) until its attendance is submitted (1). */
export const EVENT_STATUS = { open: 0, submitted: 1 } as const;
export type EventStatus = (typeof EVENT_STATUS)[keyof typeof EVENT_STATUS];

/** spec 02 §9: a person's row on the attendance sheet. */
export const ATTENDANCE_STATUS = { pending: 0, submitted: 1, running: 2 } as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUS)[keyof typeof ATTENDANCE_STATUS];

/** spec 02 §2: status 1 is displayed as 'Summitted', spelt so. */
export const ATTENDANCE_STATUS_LABELS: Record<AttendanceStatus, string> = {
  0: 'Pending',
  1: 'Summitted',
  2: 'Running',
};

/** The events list and a member's list answer this many events a page (docs/decisions/017). */
export const EVENTS_PAGE_SIZE = 20;
/** The dashboards' carousels show at most this many upcoming events. */
export const HOME_EVENTS_LISTED = 5;
/** One add_event makes at most this many events (a year of weekly services fits twice). */
export const MAX_DATE_ROWS = 100;
/** A headcount is a whole number from 0 to this. */
export const MAX_HEADCOUNT = 100_000;
/**
 * spec 02 §9 sets no size limit on an event image; the server's upload limit is the bound
 * (apps/api/src/plugins/body-parsers.ts, MAX_UPLOAD_BYTES).
 */
export const EVENT_IMAGE_MAX_BYTES = 10 * BYTES_PER_MB;

/** spec 02 §5, in the spec's words; the rest are ours (docs/decisions/017-events.md). */
export const EVENT_FORM_MESSAGES = {
  title: 'Please enter title',
  description: 'Please enter description',
  dateTime: 'Please enter event date time',
  subUser: 'Please enter sub user',
  otherWithSubUsers: "Please choose either 'Other' or sub users, not both.",
  startDate: 'Please enter start date',
  startTime: 'Please enter start time',
  endDate: 'Please enter end date',
  endTime: 'Please enter end time',
  endNotAfterStart: 'The end must be after the start.',
  startInPast: 'The start cannot be in the past.',
  category: 'Please choose a category.',
  security: 'Please choose Yes or No.',
  timeZone: 'Please choose a valid time zone.',
  tooManyRows: `Please add at most ${MAX_DATE_ROWS} dates at a time.`,
  imageTooLarge: 'Please select an image file with a size of 10 MB or less.',
  attendanceCount: 'Please enter attendance count',
  attendanceInvalid: 'Please enter a whole number.',
  attendanceNegative: 'Count cannot be negative',
  attendanceTooLarge: 'Count must be 100,000 or less',
} as const;

/** What the event calls answer besides field messages. */
export const EVENT_MESSAGES = {
  list: 'Events',
  detail: 'Event',
  addedOne: 'The event has been added.',
  addedMany: 'The events have been added.',
  updated: 'The event has been updated.',
  notFound: 'This event was not found.',
  subUserNotFound: 'This sub user was not found.',
  // DESIGN.md §4: events are an Advance feature (tiers 1 and 4)
  planNeeded: 'Events are part of the Advance plan. Please upgrade your subscription.',
  attendanceAdded: 'Your count has been saved.',
  attendanceSubmitted: 'The attendance has been submitted.',
  alreadySubmitted: 'The attendance of this event has already been submitted.',
  closedForNumbers: 'The attendance of this event has been submitted: no more numbers can be added.',
  sheet: 'Attendance sheet',
} as const;
