import type { Duty } from '@faith-shield/contract/duty-roster/roster-fields';
import type { duties } from '../../db/schema/index';

export type DutyRow = typeof duties.$inferSelect;

export const dutyOf = (row: DutyRow): Duty => ({
  id: row.id,
  event_id: row.eventId,
  post_id: row.postId,
  user_id: row.userId,
  response: row.response,
  decline_reason: row.declineReason,
  checked_in_at: row.checkedInAt?.toISOString() ?? null,
  checked_out_at: row.checkedOutAt?.toISOString() ?? null,
});
