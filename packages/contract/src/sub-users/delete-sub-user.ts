import { z } from 'zod';
import { defineCall } from '../shared/call';
import { subUserIdField } from './sub-user-form';
import { SUB_USER_MESSAGES } from './sub-user-messages';

export const DeleteSubUserRequestSchema = z.object({ id: subUserIdField() });
export type DeleteSubUserRequest = z.infer<typeof DeleteSubUserRequestSchema>;

/**
 * spec 02 §7: POST delete_sub_user. The member loses access at once (every session ends, sign-in
 * is refused) and leaves the team list; what they recorded stays under their name (DESIGN.md §4b).
 */
export const deleteSubUserCall = defineCall({
  name: 'delete_sub_user',
  method: 'POST',
  access: 'owner',
  tier: 'advance',
  planMessage: SUB_USER_MESSAGES.planNeeded,
  request: DeleteSubUserRequestSchema,
  response: z.undefined(),
});
