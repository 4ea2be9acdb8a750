import { z } from 'zod';
import { defineCall } from '../shared/call';
import {
  passwordsMatch,
  SubUserDetailSchema,
  SubUserFieldsSchema,
  SubUserPasswordSchema,
  subUserIdField,
} from './sub-user-form';
import { SUB_USER_MESSAGES } from './sub-user-messages';

/** An empty password field means "keep the password": absent, as if never sent. */
const blankAsAbsent = (value: unknown) => (value === '' ? undefined : value);

/**
 * spec 02 §5: the edit form is the add form with an optional password, checked only when given;
 * then its confirmation is required and must match. A confirmation without a password is ignored.
 */
export const UpdateSubUserFieldsSchema = SubUserFieldsSchema.extend({
  id: subUserIdField(),
  password: z.preprocess(blankAsAbsent, SubUserPasswordSchema.shape.password.optional()),
  password_confirmation: z.string().optional(),
});

export const UpdateSubUserRequestSchema = UpdateSubUserFieldsSchema.superRefine((value, ctx) => {
  if (value.password === undefined) return;
  const confirmation = SubUserPasswordSchema.shape.password_confirmation.safeParse(
    value.password_confirmation,
  );
  if (!confirmation.success) {
    for (const issue of confirmation.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message, path: ['password_confirmation'] });
    return;
  }
  const [isSame, { message }] = passwordsMatch();
  if (!isSame({ password: value.password, password_confirmation: confirmation.data }))
    ctx.addIssue({ code: 'custom', message, path: ['password_confirmation'] });
});
export type UpdateSubUserRequest = z.infer<typeof UpdateSubUserRequestSchema>;

/**
 * spec 02 §7: POST update_sub_user, the add fields plus id. A new password ends the member's
 * open sessions at once. Answers the member as get_sub_user_deatil does.
 */
export const updateSubUserCall = defineCall({
  name: 'update_sub_user',
  method: 'POST',
  access: 'owner',
  tier: 'advance',
  planMessage: SUB_USER_MESSAGES.planNeeded,
  request: UpdateSubUserRequestSchema,
  response: SubUserDetailSchema,
});
