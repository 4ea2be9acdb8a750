import { EVENT_MESSAGES, EVENT_STATUS } from '@faith-shield/contract/events/event-messages';
import { eventAttendance } from '../../db/schema/index';
import { ApiError } from '../../http/api-error';
import type { AppDeps } from '../../http/app-deps';
import type { AuthContext } from '../../infra/auth/authenticate';
import { oncePerClientId } from '../../infra/client-writes/once-per-client-id';
import { headcountsOf } from './event-answer';
import { findEvent } from './find-event';

/**
 * add_event_attendance: the caller's own headcount of an event they may see, replacing the one
 * they recorded before. The event stays locked meanwhile, so a submit either comes first (and
 * this is refused, nothing written) or after. A client_id seen before answers the first call's
 * result and writes nothing: a queued headcount replayed late must not undo a newer one.
 */
export async function addEventAttendance(
  deps: AppDeps,
  auth: AuthContext,
  eventId: string,
  count: number,
  clientId?: string,
): Promise<{ total_person: number; attendance_count: number }> {
  const claim = { organisationId: auth.organisationId, kind: 'add_event_attendance', clientId };
  return deps.db.transaction((tx) =>
    oncePerClientId(tx, claim, async () => {
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
    }),
  );
}
