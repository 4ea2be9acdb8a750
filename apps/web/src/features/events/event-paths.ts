import { EVENT_STATUS } from '@faith-shield/contract/events/event-messages';

/** Whose screens: the owner's (spec 02 §2 administrator area) or a sub user's (sub-user area). */
export type Area = 'owner' | 'subuser';

/** spec 02 §2: each area's paths of the event screens. */
const PATHS = {
  owner: {
    list: '/events',
    view: '/view-events',
    entry: '/event-attendance',
    sheet: '/attendance-sheet',
  },
  subuser: {
    list: '/subuser-events',
    view: '/subuser-view-events',
    entry: '/subuser-event-attendance',
    sheet: '/subuser-attendance-sheet',
  },
} as const;

export const eventsListPath = (area: Area) => PATHS[area].list;
export const viewEventPath = (area: Area, id: string) => `${PATHS[area].view}/${id}`;
export const attendanceEntryPath = (area: Area, id: string) => `${PATHS[area].entry}/${id}`;
export const attendanceSheetPath = (area: Area, id: string) => `${PATHS[area].sheet}/${id}`;
export const editEventPath = (id: string) => `/edit-event/${id}`;

/** spec 02 §2: Attendance opens the sheet once the attendance is submitted, else the entry screen. */
export const attendancePath = (area: Area, event: { id: string; status: number }) =>
  event.status === EVENT_STATUS.submitted
    ? attendanceSheetPath(area, event.id)
    : attendanceEntryPath(area, event.id);
