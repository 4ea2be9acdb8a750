import type { EventRow } from '../events/event-answer';
import { describeStart } from '../events/event-times';
import type { Notice } from '../notifications/notify';

/** Ours: a notice about a duty (spec 03 §4). */
export const DUTY_NOTICE_TYPE = 'duty';

/** Where a member answers their duties (their dashboard), and where the owner sees the board. */
export const MY_DUTIES_URL = '/my-duties';
export const rosterUrl = (eventId: string, isOwner: boolean) =>
  isOwner ? `/view-events/${eventId}?tab=roster` : `/subuser-view-events/${eventId}?tab=roster`;

/** spec 03 §4: assigning tells the member by push, notification and mail. */
export const assignedNotice = (
  event: EventRow,
  postName: string,
  userId: string,
  dutyId: string,
): Notice => ({
  organisationId: event.organisationId,
  userIds: [userId],
  type: DUTY_NOTICE_TYPE,
  eventId: event.id,
  title: `New duty: ${postName}`,
  body: `You are on ${postName} for ${event.title} on ${describeStart(event.utcStart, event.timeZone)}. Please accept or decline.`,
  url: MY_DUTIES_URL,
  dedupeKey: `duty-assigned:${dutyId}`,
  mail: true,
});

/** spec 03 §4: a decline tells the owner and leaders (push and notification). */
export const declinedNotice = (
  event: EventRow,
  postName: string,
  memberName: string,
  reason: string,
  to: { id: string; isOwner: boolean }[],
): Notice[] =>
  [true, false].map((isOwner) => ({
    organisationId: event.organisationId,
    userIds: to.filter((person) => person.isOwner === isOwner).map((person) => person.id),
    type: DUTY_NOTICE_TYPE,
    eventId: event.id,
    title: `Duty declined: ${postName}`,
    body: `${memberName} cannot take ${postName} for ${event.title} on ${describeStart(event.utcStart, event.timeZone)}: “${reason}”`,
    url: rosterUrl(event.id, isOwner),
  }));
