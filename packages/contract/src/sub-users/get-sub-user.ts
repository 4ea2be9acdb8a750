import { z } from 'zod';
import { LEADER_CHOICES } from '../alerts/alert-messages';
import { defineCall } from '../shared/call';
import { SUB_USER_MESSAGES } from './sub-user-messages';

export const GET_SUB_USER_MESSAGES = { list: 'Sub users' } as const;

/** spec 02 §3: a sub-user option as the team list and the event form read it. */
export const SubUserOptionSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** spec 03 §1: whether the member is a team leader. */
  leader: z.enum(LEADER_CHOICES),
  /** Ours (spec 03 §5): whether the member has a second factor on; the owner may reset it. */
  two_factor: z.enum(['Yes', 'No']),
});
export type SubUserOption = z.infer<typeof SubUserOptionSchema>;

/** spec 02 §7: POST get_sub_user with the token; the owner's team, oldest first. */
export const getSubUserCall = defineCall({
  name: 'get_sub_user',
  method: 'POST',
  access: 'owner',
  tier: 'advance',
  planMessage: SUB_USER_MESSAGES.planNeeded,
  request: z.object({}),
  response: z.array(SubUserOptionSchema),
});
