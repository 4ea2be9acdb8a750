import { z } from 'zod';
import { requiredText } from '../accounts/account-field-schemas';
import { defineCall } from '../shared/call';
import { OPERATOR_MESSAGES } from './operator-messages';

export const OperatorSessionSchema = z.object({
  token: z.string(),
  email: z.string(),
});
export type OperatorSession = z.infer<typeof OperatorSessionSchema>;

/**
 * Password and second factor in one request: the console asks for the password, then the code,
 * then sends both, so the server never holds a half-signed-in session (docs/decisions/022).
 */
export const operatorLoginCall = defineCall({
  name: 'operator_login',
  method: 'POST',
  access: 'public',
  request: z.object({
    email: requiredText(OPERATOR_MESSAGES.email, 'Email', 254).toLowerCase(),
    password: z.string({ error: OPERATOR_MESSAGES.password }).min(1, OPERATOR_MESSAGES.password).max(128),
    /** A 6-digit TOTP code, or one unspent recovery code. */
    code: z
      .string({ error: OPERATOR_MESSAGES.code })
      .transform((value) => value.replace(/\s+/g, ''))
      .pipe(z.string().min(6, OPERATOR_MESSAGES.code).max(32, OPERATOR_MESSAGES.code)),
  }),
  response: OperatorSessionSchema,
});
