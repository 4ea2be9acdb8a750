import type { EventDetail } from '@faith-shield/contract/events/event-fields';
import { OTHER_SUB_USER } from '@faith-shield/contract/events/event-messages';
import type { AppDeps } from '../../http/app-deps';
import { eventAnswer, headcountsOf } from './event-answer';
import { fullName, teamOf } from './event-members';
import { findEvent, type Viewer } from './find-event';

/** get_event_detail: the event, its team and the headcounts, for a viewer who may see it (else 404). */
export async function getEventDetail(
  deps: Pick<AppDeps, 'db'>,
  viewer: Viewer,
  id: string,
): Promise<EventDetail> {
  const event = await findEvent(deps.db, viewer, id);
  const [team, headcounts] = await Promise.all([
    teamOf(deps.db, event.id),
    headcountsOf(deps.db, event.id, viewer.userId),
  ]);
  return {
    ...eventAnswer(event, headcounts.total),
    sub_user: team.map((member) => ({ value: member.id, label: fullName(member) })),
    sub_user_id: event.isOther ? OTHER_SUB_USER : team.map((member) => member.id),
    my_attendance: headcounts.mine,
  };
}
