import { z } from 'zod';
import { defineCall } from '../shared/call';
import { OTP_LENGTH } from '../shared/constants';
import { resetEmailField } from './forgot-password';

/** spec 01 §5 (OTP); one failure message whatever the cause, so it reveals no account. */
export const CODE_CHECK_MESSAGES = {
  code: 'Please enter otp',
  invalidCode: 'This code is invalid or has expired. Please check it or request a new one.',
  verified: 'Code verified. Please set your new password.',
} as const;

/** spec 01 §5 and §9: all six digits are required. */
export const resetCodeField = () =>
  z
    .string({ error: CODE_CHECK_MESSAGES.code })
    .trim()
    .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), CODE_CHECK_MESSAGES.code);

/** DESIGN.md §4: the client sends the e-mail it saved at forgotPassword with the code. */
export const CodeCheckRequestSchema = z.object({ code: resetCodeField(), email: resetEmailField() });
export type CodeCheckRequest = z.infer<typeof CodeCheckRequestSchema>;

/** Checks the code without using it up; a wrong code counts one of its tries. */
export const codeCheckCall = defineCall({
  name: 'code_check',
  method: 'POST',
  access: 'public',
  request: CodeCheckRequestSchema,
  response: z.undefined(),
});
