import { z } from 'zod';
import { defineCall } from '../shared/call';
import { resetCodeField } from './code-check';
import { resetEmailField } from './forgot-password';
import { confirmationField, matching, newPasswordField } from './password';

/**
 * spec 01 §5 (new password). The spec gives no "required" wording for the new password; it
 * follows the confirmation's ('Please enter Re-enter New Password').
 */
export const RESET_PASSWORD_MESSAGES = {
  newPassword: 'Please enter New Password',
  confirmPassword: 'Please enter Re-enter New Password',
  mismatch: 'Password & Confirm Password does not match.',
  reset: 'Your password has been reset. Please log in with your new password.',
} as const;

export const ResetPasswordFieldsSchema = z.object({
  newPassword: newPasswordField(RESET_PASSWORD_MESSAGES.newPassword),
  confirmPassword: confirmationField(RESET_PASSWORD_MESSAGES.confirmPassword),
  code: resetCodeField(),
  email: resetEmailField(),
});

export const ResetPasswordUpdateRequestSchema = ResetPasswordFieldsSchema.refine(
  ...matching('newPassword', 'confirmPassword', RESET_PASSWORD_MESSAGES.mismatch),
);
export type ResetPasswordUpdateRequest = z.infer<typeof ResetPasswordUpdateRequestSchema>;

/** Sets the password, uses the code up and ends every session of the account. */
export const resetPasswordUpdateCall = defineCall({
  name: 'reset_password_update',
  method: 'POST',
  access: 'public',
  request: ResetPasswordUpdateRequestSchema,
  response: z.undefined(),
});
