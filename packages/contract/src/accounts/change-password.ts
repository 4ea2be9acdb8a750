import { z } from 'zod';
import { defineCall } from '../shared/call';
import { confirmationField, matching, newPasswordField } from './password';

/** spec 01 §5 (change password); the wrong-old-password and success wording is ours. */
export const CHANGE_PASSWORD_MESSAGES = {
  oldPassword: 'Please enter old password',
  newPassword: 'Please enter new password',
  confirmNewPassword: 'Please enter re-enter new password',
  mismatch: 'Password & Confirm Password does not match.',
  wrongOldPassword: 'Your old password is incorrect.',
  changed: 'Your password has been changed.',
} as const;

export const ChangePasswordFieldsSchema = z.object({
  old_password: z
    .string({ error: CHANGE_PASSWORD_MESSAGES.oldPassword })
    .min(1, CHANGE_PASSWORD_MESSAGES.oldPassword),
  new_password: newPasswordField(CHANGE_PASSWORD_MESSAGES.newPassword),
  confirm_new_password: confirmationField(CHANGE_PASSWORD_MESSAGES.confirmNewPassword),
});

export const ChangePasswordRequestSchema = ChangePasswordFieldsSchema.refine(
  ...matching('new_password', 'confirm_new_password', CHANGE_PASSWORD_MESSAGES.mismatch),
);
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

/** Success ends the user's other sessions and keeps this one. */
export const changePasswordCall = defineCall({
  name: 'change_password',
  method: 'POST',
  access: 'user',
  request: ChangePasswordRequestSchema,
  response: z.undefined(),
});
