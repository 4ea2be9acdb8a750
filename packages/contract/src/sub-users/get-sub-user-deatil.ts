import { z } from 'zod';
import { defineCall } from '../shared/call';
import { SubUserDetailSchema, subUserIdField } from './sub-user-form';
import { SUB_USER_MESSAGES } from './sub-user-messages';

export const GetSubUserDeatilRequestSchema = z.object({ id: subUserIdField() });
export type GetSubUserDeatilRequest = z.infer<typeof GetSubUserDeatilRequestSchema>;

/** spec 02 §7: POST get_sub_user_deatil (spelt so). One member of the owner's team, or 404. */
export const getSubUserDeatilCall = defineCall({
  name: 'get_sub_user_deatil',
  method: 'POST',
  access: 'owner',
  tier: 'advance',
  planMessage: SUB_USER_MESSAGES.planNeeded,
  request: GetSubUserDeatilRequestSchema,
  response: SubUserDetailSchema,
});
