import { z } from 'zod';
import { defineCall } from '../shared/call';
import { OPERATOR_MESSAGES as M } from './operator-messages';

export const OperatorResetOwnerTwoFactorRequestSchema = z.object({
  id: z.uuid({ error: 'Not found.' }),
  /** How support confirmed the owner's identity (a call back to the number on file…); kept in the log. */
  reason: z.string({ error: M.resetReason }).trim().min(10, M.resetReason).max(500, M.resetReason),
});
export type OperatorResetOwnerTwoFactorRequest = z.input<typeof OperatorResetOwnerTwoFactorRequestSchema>;

/**
 * Ours (decision 067): an owner who lost both phone and recovery codes has no one
 * above them in the organisation; support turns their second factor off once their identity is
 * confirmed. Written in the operators' audit log and in the organisation's, the owner mailed.
 */
export const operatorResetOwnerTwoFactorCall = defineCall({
  name: 'operator_reset_owner_two_factor',
  method: 'POST',
  access: 'operator',
  request: OperatorResetOwnerTwoFactorRequestSchema,
  response: z.undefined(),
});
