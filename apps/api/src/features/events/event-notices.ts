import type { Notice } from '../notifications/notify';
import type { EventRow } from './event-answer';
import { describeStart } from './event-times';

/** spec 02 §2: an event notification is type 'users'. */
export const EVENT_NOTICE_TYPE = 'users';
/** Ours: a member taken off an event's team (it no longer opens for them). */
export const UNASSIGNED_NOTICE_TYPE = 'event-unassigned';

/** The screen a notification about the event opens for a member, and for the owner (spec 02 §2). */
export const memberEventUrl = (eventId: string) => `/subuser-view-events/${eventId}`;
export const ownerEventUrl = (eventId: string) => `/view-events/${eventId}`;

/** 'Need more security?' Yes (spec 02 §3), said in every notice the team gets about the event. */
const securityNote = (event: EventRow) => (event.security === 'Yes' ? ' Extra security is needed.' : '');

const aboutEvent = (event: EventRow, userIds: readonly string[], url: string) => ({
  organisationId: event.organisationId,
  userIds,
  type: EVENT_NOTICE_TYPE,
  eventId: event.id,
  url,
  image: event.image,
});

/**
 * New events for the team: one notice per add_event however many dates it had, about the
 * first of them (a repeating event should not arrive as a pile of pushes).
 */
export function eventsAddedNotice(first: EventRow, count: number, memberIds: readonly string[]): Notice {
  const when = describeStart(first.utcStart, first.timeZone);
  return {
    ...aboutEvent(first, memberIds, memberEventUrl(first.id)),
    title: `New event: ${first.title}`,
    body:
      count > 1
        ? `You are on the team for ${count} dates of ${first.title}, the first on ${when}.${securityNote(first)}`
        : `You are on the team for ${first.title} on ${when}.${securityNote(first)}`,
  };
}

export function timeChangedNotice(event: EventRow, memberIds: readonly string[]): Notice {
  return {
    ...aboutEvent(event, memberIds, memberEventUrl(event.id)),
    title: `Event time changed: ${event.title}`,
    body: `${event.title} is now on ${describeStart(event.utcStart, event.timeZone)}.${securityNote(event)}`,
  };
}

export function addedToTeamNotice(event: EventRow, memberIds: readonly string[]): Notice {
  return {
    ...aboutEvent(event, memberIds, memberEventUrl(event.id)),
    title: `New event: ${event.title}`,
    body: `You are now on the team for ${event.title} on ${describeStart(event.utcStart, event.timeZone)}.${securityNote(event)}`,
  };
}

/** The team, when an event they are on comes to need extra security. */
export function securityAskedNotice(event: EventRow, memberIds: readonly string[]): Notice {
  return {
    ...aboutEvent(event, memberIds, memberEventUrl(event.id)),
    title: `Extra security: ${event.title}`,
    body: `${event.title} on ${describeStart(event.utcStart, event.timeZone)} now needs extra security.`,
  };
}

export function removedFromTeamNotice(event: EventRow, memberIds: readonly string[]): Notice {
  return {
    organisationId: event.organisationId,
    userIds: memberIds,
    type: UNASSIGNED_NOTICE_TYPE,
    url: '/subuser-events',
    title: `No longer on the team: ${event.title}`,
    body: `You are no longer on the team for ${event.title} on ${describeStart(event.utcStart, event.timeZone)}.`,
  };
}

/** A member's post at the event (spec 03 §4), named in their reminder. */
export type ReminderDuty = { postName: string; response: string };

/** spec 03 §4: the reminder names the member's post and asks a member who has not answered to. */
const dutyNote = (duty: ReminderDuty | undefined) =>
  !duty
    ? ''
    : ` Your post: ${duty.postName}.${duty.response === 'pending' ? ' Please accept or decline it.' : ''}`;

/**
 * The reminder a day ahead, by push and mail. Its key names the event and its start, so it
 * happens once per person for that start, and again only if the time moves.
 */
export function reminderNotice(
  event: EventRow,
  userIds: readonly string[],
  url: string,
  duty?: ReminderDuty,
): Notice {
  return {
    ...aboutEvent(event, userIds, url),
    title: `Reminder: ${event.title}`,
    body: `${event.title} starts on ${describeStart(event.utcStart, event.timeZone)}.${securityNote(event)}${dutyNote(duty)}`,
    dedupeKey: `event-reminder:${event.id}:${event.utcStart.toISOString()}`,
    mail: true,
  };
}
