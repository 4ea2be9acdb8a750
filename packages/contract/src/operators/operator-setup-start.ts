import { z } from 'zod';
import { defineCall } from '../shared/call';
import { OPERATOR_MESSAGES } from './operator-messages';

export const setupTokenField = () =>
  z
    .string({ error: OPERATOR_MESSAGES.setupLinkInvalid })
    .trim()
    .min(1, OPERATOR_MESSAGES.setupLinkInvalid)
    .max(200);

/**
 * Opens the set-up link: the e-mail it was made for and a new authenticator secret as an
 * otpauth:// URI (shown as a QR code and as text). Asking again gives a new secret.
 */
export const operatorSetupStartCall = defineCall({
  name: 'operator_setup_start',
  method: 'POST',
  access: 'public',
  request: z.object({ setup_token: setupTokenField() }),
  response: z.object({ email: z.string(), otpauth_uri: z.string(), secret: z.string() }),
});
