import type { EventDetail } from '@faith-shield/contract/events/event-fields';
import { EVENT_FORM_MESSAGES, OTHER_SUB_USER } from '@faith-shield/contract/events/event-messages';
import { and, count, eq, inArray } from 'drizzle-orm';
import { eventMembers, events } from '../../db/schema/index';
import { badRequest } from '../../http/api-error';
import type { AppDeps } from '../../http/app-deps';
import type { AuthContext } from '../../infra/auth/authenticate';
import { notify } from '../notifications/notify';
import type { EventUpdateInput } from './event-input';
import { ownMembers } from './event-members';
import {
  addedToTeamNotice,
  removedFromTeamNotice,
  securityAskedNotice,
  timeChangedNotice,
} from './event-notices';
import { localText, startOfMinute, toUtc } from './event-times';
import { findEvent } from './find-event';
import { getEventDetail } from './get-event-detail';

function timesOf(input: EventUpdateInput) {
  const utcStart = toUtc(input.start_date, input.start_time, input.time_zone);
  const utcEnd = toUtc(input.end_date, input.end_time, input.time_zone);
  if (utcEnd <= utcStart)
    throw badRequest(EVENT_FORM_MESSAGES.endNotAfterStart, {
      end_time: EVENT_FORM_MESSAGES.endNotAfterStart,
    });
  return { utcStart, utcEnd };
}

const difference = (a: readonly string[], b: readonly string[]) => a.filter((id) => !b.includes(id));

/**
 * event_update: the event's fields, time and team in one transaction, with the notices of what
 * changed for the team: a new time tells everyone on the team, a member added or taken off is
 * told so. A new time or team also makes the day-ahead reminder due again (event-reminders.ts).
 * A start may stay in the past (fixing a past event's words) but not be moved there.
 */
export async function eventUpdate(
  deps: AppDeps,
  auth: AuthContext,
  input: EventUpdateInput,
): Promise<EventDetail> {
  const { utcStart, utcEnd } = timesOf(input);
  const isOther = input.sub_user_id === OTHER_SUB_USER;
  const memberIds = isOther
    ? []
    : await ownMembers(deps.db, auth.organisationId, input.sub_user_id as string[]);
  const image = input.image ? await deps.storage.saveImage(input.image, { field: 'image' }) : undefined;
  let replacedImage = '';
  try {
    await deps.db.transaction(async (tx) => {
      const before = await findEvent(tx, auth, input.id, { lock: true });
      const isTimeChanged =
        before.utcStart.getTime() !== utcStart.getTime() || before.utcEnd.getTime() !== utcEnd.getTime();
      if (before.utcStart.getTime() !== utcStart.getTime() && utcStart < startOfMinute(deps.now()))
        throw badRequest(EVENT_FORM_MESSAGES.startInPast, { start_date: EVENT_FORM_MESSAGES.startInPast });
      const team = (
        await tx
          .select({ id: eventMembers.userId })
          .from(eventMembers)
          .where(eq(eventMembers.eventId, before.id))
      ).map((row) => row.id);
      const added = difference(memberIds, team);
      const removed = difference(team, memberIds);
      const [event] = await tx
        .update(events)
        .set({
          category: input.event_categories,
          title: input.title,
          description: input.description,
          security: input.security,
          isOther,
          timeZone: input.time_zone,
          startLocal: localText(input.start_date, input.start_time),
          endLocal: localText(input.end_date, input.end_time),
          utcStart,
          utcEnd,
          ...(image ? { image } : {}),
          ...(isTimeChanged || added.length > 0 ? { remindedAt: null } : {}),
          updatedAt: deps.now(),
        })
        .where(eq(events.id, before.id))
        .returning();
      if (!event) throw new Error('the event went away under its lock');
      if (removed.length > 0)
        await tx
          .delete(eventMembers)
          .where(and(eq(eventMembers.eventId, event.id), inArray(eventMembers.userId, removed)));
      if (added.length > 0)
        await tx
          .insert(eventMembers)
          .values(
            added.map((userId) => ({ eventId: event.id, userId, organisationId: auth.organisationId })),
          );
      if (isTimeChanged) await notify(tx, timeChangedNotice(event, difference(memberIds, added)));
      await notify(tx, addedToTeamNotice(event, added));
      if (before.security !== 'Yes' && event.security === 'Yes')
        await notify(tx, securityAskedNotice(event, difference(memberIds, added)));
      await notify(tx, removedFromTeamNotice(event, removed));
      if (image && before.image) replacedImage = before.image;
    });
  } catch (error) {
    if (image) await deps.storage.remove(image);
    throw error;
  }
  if (replacedImage) await removeIfUnused(deps, replacedImage);
  await deps.changes.settle(); // the event read back must not come from before the write
  return getEventDetail(deps, auth, input.id);
}

/** The events of one add share their image: the file goes once no event shows it. */
async function removeIfUnused(deps: AppDeps, image: string) {
  const [row] = await deps.db.select({ users: count() }).from(events).where(eq(events.image, image));
  if ((row?.users ?? 0) === 0) await deps.storage.remove(image);
}
