import type { z } from 'zod';
import { defineCall } from '../shared/call';
import {
  passwordsMatch,
  SubUserDetailSchema,
  SubUserFieldsSchema,
  SubUserPasswordSchema,
} from './sub-user-form';
import { SUB_USER_MESSAGES } from './sub-user-messages';

/** The add form's fields without the cross-field check, for a form that composes its own. */
export const AddSubUserFieldsSchema = SubUserFieldsSchema.extend(SubUserPasswordSchema.shape);

export const AddSubUserRequestSchema = AddSubUserFieldsSchema.refine(...passwordsMatch());
export type AddSubUserRequest = z.infer<typeof AddSubUserRequestSchema>;

/**
 * spec 02 §7: POST add_sub_user. Adds a member to the owner's organisation, mails them a
 * welcome with a sign-in link (never the password), and answers the new member.
 */
export const addSubUserCall = defineCall({
  name: 'add_sub_user',
  method: 'POST',
  access: 'owner',
  tier: 'advance',
  planMessage: SUB_USER_MESSAGES.planNeeded,
  request: AddSubUserRequestSchema,
  response: SubUserDetailSchema,
});
