import { EVENT_MESSAGES, EVENT_STATUS } from '@faith-shield/contract/events/event-messages';
import { eventAttendance } from '../../db/schema/index';
import { ApiError } from '../../http/api-error';
import type { AppDeps } from '../../http/app-deps';
import type { AuthContext } from '../../infra/auth/authenticate';
import { headcountsOf } from './event-answer';
import { findEvent } from './find-event';

/**
 * add_event_attendance: the caller's own headcount of an event they may see, replacing the one
 * they recorded before. The event stays locked meanwhile, so a submit either comes first (and
 * this is refused, nothing written) or after.
 */
export async function addEventAttendance(
  deps: AppDeps,
  auth: AuthContext,
  eventId: string,
  count: number,
): Promise<{ total_person: number; attendance_count: number }> {
  return deps.db.transaction(async (tx) => {
    const event = await findEvent(tx, auth, eventId, { lock: true });
    if (event.status === EVENT_STATUS.submitted) throw new ApiError(409, EVENT_MESSAGES.closedForNumbers);
    const now = deps.now();
    await tx
      .insert(eventAttendance)
      .values({
        eventId: event.id,
        userId: auth.userId,
        organisationId: auth.organisationId,
        totalPerson: count,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [eventAttendance.eventId, eventAttendance.userId],
        set: { totalPerson: count, updatedAt: now },
      });
    const { total } = await headcountsOf(tx, event.id, auth.userId);
    return { total_person: total, attendance_count: count };
  });
}
