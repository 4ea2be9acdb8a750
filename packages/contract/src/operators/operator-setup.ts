import { z } from 'zod';
import { defineCall } from '../shared/call';
import { operatorPasswordField, totpCodeField } from './operator-fields';
import { OPERATOR_MESSAGES } from './operator-messages';
import { setupTokenField } from './operator-setup-start';

/** Completes set-up: the password and a code proving the authenticator works; recovery codes once. */
export const operatorSetupCall = defineCall({
  name: 'operator_setup',
  method: 'POST',
  access: 'public',
  request: z
    .object({
      setup_token: setupTokenField(),
      password: operatorPasswordField(),
      password_confirmation: z.string({ error: OPERATOR_MESSAGES.passwordConfirmation }),
      code: totpCodeField(OPERATOR_MESSAGES.setupCode),
    })
    .refine((input) => input.password === input.password_confirmation, {
      message: OPERATOR_MESSAGES.passwordConfirmation,
      path: ['password_confirmation'],
    }),
  response: z.object({ email: z.string(), recovery_codes: z.array(z.string()) }),
});
