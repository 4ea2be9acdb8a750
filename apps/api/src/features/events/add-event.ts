import type { Event } from '@faith-shield/contract/events/event-fields';
import { EVENT_FORM_MESSAGES, OTHER_SUB_USER } from '@faith-shield/contract/events/event-messages';
import { eventMembers, events } from '../../db/schema/index';
import { badRequest } from '../../http/api-error';
import type { AppDeps } from '../../http/app-deps';
import type { AuthContext } from '../../infra/auth/authenticate';
import { notify } from '../notifications/notify';
import { eventAnswer } from './event-answer';
import type { AddEventInput } from './event-input';
import { ownMembers } from './event-members';
import { eventsAddedNotice } from './event-notices';
import { localText, startOfMinute, toUtc } from './event-times';

/** Each row's start and end in UTC; a row starting before this minute is refused (spec 02 §5). */
function timesOf(input: AddEventInput, now: Date) {
  const errors: Record<string, string> = {};
  const times = input.date_array.map((row, index) => {
    const utcStart = toUtc(row.start_date, row.start_time, input.time_zone);
    const utcEnd = toUtc(row.end_date, row.end_time, input.time_zone);
    if (utcStart < startOfMinute(now)) errors[`date_array.${index}`] = EVENT_FORM_MESSAGES.startInPast;
    // a clock change can put an end that reads later before its start
    else if (utcEnd <= utcStart) errors[`date_array.${index}`] = EVENT_FORM_MESSAGES.endNotAfterStart;
    return { row, utcStart, utcEnd };
  });
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);
  return times;
}

/**
 * add_event: one event per date row, written with their team in one transaction, all or none
 * (DESIGN.md §4b), and the team told in the same write. The image is stored first and removed
 * again if the write fails; every event of the add shares it.
 */
export async function addEvent(deps: AppDeps, auth: AuthContext, input: AddEventInput): Promise<Event[]> {
  const times = timesOf(input, deps.now());
  const isOther = input.sub_user_id === OTHER_SUB_USER;
  const memberIds = isOther
    ? []
    : await ownMembers(deps.db, auth.organisationId, input.sub_user_id as string[]);
  const image = input.image ? await deps.storage.saveImage(input.image, { field: 'image' }) : '';
  try {
    const created = await deps.db.transaction(async (tx) => {
      const rows = await tx
        .insert(events)
        .values(
          times.map(({ row, utcStart, utcEnd }) => ({
            organisationId: auth.organisationId,
            category: input.event_categories,
            title: input.title,
            description: input.description,
            image,
            security: input.security,
            isOther,
            timeZone: input.time_zone,
            startLocal: localText(row.start_date, row.start_time),
            endLocal: localText(row.end_date, row.end_time),
            utcStart,
            utcEnd,
            createdBy: auth.userId,
          })),
        )
        .returning();
      if (memberIds.length > 0)
        await tx
          .insert(eventMembers)
          .values(
            rows.flatMap((event) =>
              memberIds.map((userId) => ({ eventId: event.id, userId, organisationId: auth.organisationId })),
            ),
          );
      const first = [...rows].sort((a, b) => a.utcStart.getTime() - b.utcStart.getTime())[0];
      if (first) await notify(tx, eventsAddedNotice(first, rows.length, memberIds));
      return rows;
    });
    return created.map((event) => eventAnswer(event, 0));
  } catch (error) {
    if (image) await deps.storage.remove(image);
    throw error;
  }
}
