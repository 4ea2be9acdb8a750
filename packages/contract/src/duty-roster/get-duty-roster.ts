import { z } from 'zod';
import { defineCall } from '../shared/call';
import { DutyRosterSchema, idField } from './roster-fields';
import { ROSTER_MESSAGES as M } from './roster-messages';

export const GetDutyRosterRequestSchema = z.object({ event_id: idField(M.dutyNotFound) });

/**
 * spec 03 §4: POST get_duty_roster: event_id. Every post with its duties and `covered`, and
 * `uncovered_count`; ours: `members`, what the 'Assign' picker shows. The owner or a leader.
 */
export const getDutyRosterCall = defineCall({
  name: 'get_duty_roster',
  method: 'POST',
  access: 'user',
  tier: 'advance',
  planMessage: M.planNeeded,
  request: GetDutyRosterRequestSchema,
  response: DutyRosterSchema,
});
