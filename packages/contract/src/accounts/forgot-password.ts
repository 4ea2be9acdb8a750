import { z } from 'zod';
import { defineCall } from '../shared/call';
import { emailField } from './account-field-schemas';

/** spec 01 §5 (forgot password); the answer is ours and the same whether an account exists. */
export const FORGOT_PASSWORD_MESSAGES = {
  email: 'Please enter email address',
  invalidEmail: 'Invalid email address',
  sent: 'If an account exists for this email address, we have sent it a 6-digit code. The code is valid for 10 minutes.',
} as const;

/** The e-mail the code is bound to; code_check and reset_password_update send it back. */
export const resetEmailField = () =>
  emailField(FORGOT_PASSWORD_MESSAGES.email, FORGOT_PASSWORD_MESSAGES.invalidEmail);

export const ForgotPasswordRequestSchema = z.object({ email: resetEmailField() });
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequestSchema>;

/** DESIGN.md §4: never reveals whether the e-mail has an account. */
export const forgotPasswordCall = defineCall({
  name: 'forgotPassword',
  method: 'POST',
  access: 'public',
  request: ForgotPasswordRequestSchema,
  response: z.undefined(),
});
