import { EVENT_MESSAGES, EVENT_STATUS } from '@faith-shield/contract/events/event-messages';
import { eq } from 'drizzle-orm';
import { events } from '../../db/schema/index';
import { ApiError } from '../../http/api-error';
import type { AppDeps } from '../../http/app-deps';
import type { AuthContext } from '../../infra/auth/authenticate';
import { headcountsOf } from './event-answer';
import { findEvent } from './find-event';

/** add_event_submit: closes the event's attendance (status 1, spec 02 §4), once. */
export async function addEventSubmit(
  deps: AppDeps,
  auth: AuthContext,
  eventId: string,
): Promise<{ status: number; total_person: number }> {
  return deps.db.transaction(async (tx) => {
    const event = await findEvent(tx, auth, eventId, { lock: true });
    if (event.status === EVENT_STATUS.submitted) throw new ApiError(409, EVENT_MESSAGES.alreadySubmitted);
    const now = deps.now();
    await tx
      .update(events)
      .set({ status: EVENT_STATUS.submitted, submittedAt: now, updatedAt: now })
      .where(eq(events.id, event.id));
    const { total } = await headcountsOf(tx, event.id, auth.userId);
    return { status: EVENT_STATUS.submitted, total_person: total };
  });
}
