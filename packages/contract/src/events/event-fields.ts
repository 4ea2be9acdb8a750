import { z } from 'zod';
import { requiredText } from '../accounts/account-field-schemas';
import {
  EVENT_CATEGORIES,
  EVENT_MESSAGES,
  EVENT_FORM_MESSAGES as M,
  MAX_DATE_ROWS,
  OTHER_SUB_USER,
  SECURITY_CHOICES,
} from './event-messages';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/;
const MAX_ASSIGNED = 500;

const blankAsAbsent = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export const isCalendarDate = (value: string) => {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/** A day as an `<input type="date">` gives it: YYYY-MM-DD. */
export const dateField = (message: string) =>
  z.string({ error: message }).trim().refine(isCalendarDate, message);

/** A time of day as an `<input type="time">` gives it: HH:mm (seconds are dropped). */
export const timeField = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(TIME, message)
    .transform((value) => value.slice(0, 5));

/** An IANA time zone such as America/Chicago (DESIGN.md §4b); none sent: UTC. */
export const isTimeZone = (value: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};
export const timeZoneField = () =>
  z.preprocess(
    blankAsAbsent,
    z.string({ error: M.timeZone }).trim().max(64, M.timeZone).refine(isTimeZone, M.timeZone).default('UTC'),
  );

/** spec 02 §5: one date-time row of add_event, all four values or 'Please enter event date time'. */
export const DateRowSchema = z.object({
  start_date: dateField(M.dateTime),
  start_time: timeField(M.dateTime),
  end_date: dateField(M.dateTime),
  end_time: timeField(M.dateTime),
});
export type DateRow = z.output<typeof DateRowSchema>;

/** Whether a row's end comes after its start, both read in one time zone. */
export const endsAfterStart = (row: DateRow) =>
  `${row.end_date} ${row.end_time}` > `${row.start_date} ${row.start_time}`;

const jsonText = (value: unknown) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
};

/**
 * spec 02 §3 and §7: date_array, JSON text of rows. Each row's problem is reported under
 * `date_array.<index>`, so a form can show it beside that row.
 */
export const dateArrayField = () =>
  z
    .preprocess(
      jsonText,
      z.array(z.unknown(), { error: M.dateTime }).min(1, M.dateTime).max(MAX_DATE_ROWS, M.tooManyRows),
    )
    .transform((rows, ctx) =>
      rows.flatMap((row, index) => {
        const parsed = DateRowSchema.safeParse(row ?? {});
        if (!parsed.success) {
          ctx.addIssue({ code: 'custom', message: M.dateTime, path: [index] });
          return [];
        }
        if (!endsAfterStart(parsed.data)) {
          ctx.addIssue({ code: 'custom', message: M.endNotAfterStart, path: [index] });
          return [];
        }
        return [parsed.data];
      }),
    );

export type SubUserChoice = typeof OTHER_SUB_USER | string[];

/**
 * sub_user_id as a form sends it: 'Other', or the chosen ids as JSON text ('["id",…]'), as
 * text separated by commas, or as a list (a JSON body).
 */
const readSubUserIds = (value: unknown): unknown => {
  const parsed = jsonText(blankAsAbsent(value));
  const list =
    typeof parsed === 'string' ? parsed.split(',') : Array.isArray(parsed) ? parsed.map(String) : parsed;
  if (!Array.isArray(list)) return list;
  const ids = [...new Set(list.map((id) => String(id).trim()).filter(Boolean))];
  if (ids.length === 1 && ids[0]?.toLowerCase() === OTHER_SUB_USER.toLowerCase()) return OTHER_SUB_USER;
  return ids;
};

/** spec 02 §4: 'Other' and the sub-user selection exclude each other; one of them is needed. */
export const subUserChoiceField = () =>
  z.preprocess(
    readSubUserIds,
    z
      .custom<SubUserChoice>(
        (value) => value === OTHER_SUB_USER || (Array.isArray(value) && value.length > 0),
        { message: M.subUser },
      )
      .refine(
        (value) =>
          value === OTHER_SUB_USER || !value.some((id) => id.toLowerCase() === OTHER_SUB_USER.toLowerCase()),
        M.otherWithSubUsers,
      )
      .refine((value) => value === OTHER_SUB_USER || value.length <= MAX_ASSIGNED, M.subUser),
  );

/** spec 02 §5: the category is not validated by the form; the server takes one of the four. */
export const categoryField = () =>
  z.preprocess(blankAsAbsent, z.enum(EVENT_CATEGORIES, { error: M.category }).default('Main Service'));

/** spec 02 §3: Yes or No, default No. */
export const securityField = () =>
  z.preprocess(
    (value) => {
      const given = blankAsAbsent(value);
      return typeof given === 'string' ? given.charAt(0).toUpperCase() + given.slice(1).toLowerCase() : given;
    },
    z.enum(SECURITY_CHOICES, { error: M.security }).default('No'),
  );

/** An event's id: its uuid, as the lists give it. Missing or blank: as if unknown. */
export const eventIdField = () =>
  z.string({ error: EVENT_MESSAGES.notFound }).trim().min(1, EVENT_MESSAGES.notFound);

/** The fields add and edit share (spec 02 §3, §5). `image` is a File in the form, a file on the server. */
export const EventFieldsSchema = z.object({
  event_categories: categoryField(),
  sub_user_id: subUserChoiceField(),
  image: z.unknown().optional(),
  title: requiredText(M.title, 'Title', 200),
  description: requiredText(M.description, 'Description', 5000),
  security: securityField(),
  time_zone: timeZoneField(),
});

/** spec 02 §3: an event as the calls answer it. */
export const EventSchema = z.object({
  id: z.string(),
  event_categories: z.string(),
  title: z.string(),
  description: z.string(),
  /** Under /uploads/, or '' (the screens show a placeholder). */
  image: z.string(),
  security: z.enum(SECURITY_CHOICES),
  /** 0 open for headcounts, 1 attendance submitted (spec 02 §4). */
  status: z.number().int(),
  /** The start and end as the creator entered them, in `time_zone`: YYYY-MM-DD HH:mm:ss. */
  start_date: z.string(),
  end_date: z.string(),
  /** The same instants in UTC, ISO 8601: what a screen turns into its viewer's time zone. */
  utc_start_date: z.string(),
  utc_end_date: z.string(),
  time_zone: z.string(),
  /** Every headcount recorded for the event, added up. */
  attendance_count: z.number().int(),
});
export type Event = z.infer<typeof EventSchema>;

/** spec 02 §3: a sub-user option of the event, as the multi-select takes it. */
export const EventSubUserSchema = z.object({ value: z.string(), label: z.string() });

/** One event with its team (get_event_detail, event_update). */
export const EventDetailSchema = EventSchema.extend({
  sub_user: z.array(EventSubUserSchema),
  /** spec 02 §3: the chosen ids, or 'Other'. */
  sub_user_id: z.union([z.literal(OTHER_SUB_USER), z.array(z.string())]),
  /** The caller's own headcount, or null before they recorded one. */
  my_attendance: z.number().int().nullable(),
});
export type EventDetail = z.infer<typeof EventDetailSchema>;

/** A page of a list: 1 for the first (EVENTS_PAGE_SIZE a page). */
export const pageField = () =>
  z.preprocess(blankAsAbsent, z.coerce.number().int().min(1).max(10_000).catch(1).default(1));
