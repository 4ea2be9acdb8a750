import { z } from 'zod';
import { defineCall } from '../shared/call';
import { PLAN_STATUSES } from '../shared/constants';
import { requiredText } from './account-field-schemas';
import { LOGIN_MESSAGES } from './login-messages';

// Kept here too: the api and its tests name them beside the schema.
export { LOGIN_MESSAGES };

/** spec 01 §7: what login (and sign-up, which signs the owner in) answers in `data`. */
export const SessionDataSchema = z.object({
  token: z.string(),
  /** 1 owner, 2 sub user (spec 01 §3). */
  type: z.number().int(),
  plan_status: z.enum(PLAN_STATUSES),
  /** The organisation's tier in force: 1..4, 0 with no active plan. */
  subscriptions_id: z.number().int(),
  /** How many risk-assessment answers the organisation has given; 0 sends an owner to /risk-assessment. */
  risk_assessment_answer_by_user: z.number().int(),
  /** spec 03 §5: a leader whose team requires a second factor, without one, may only set it up. */
  two_factor_setup_required: z.boolean().optional(),
});
export type SessionData = z.infer<typeof SessionDataSchema>;

export const LoginRequestSchema = z.object({
  email: requiredText(LOGIN_MESSAGES.email, 'Email', 254).toLowerCase(),
  password: z.string({ error: LOGIN_MESSAGES.password }).min(1, LOGIN_MESSAGES.password),
  /** The device's Web Push subscription as JSON (PushSubscription.toJSON()), kept with the session (spec 01 §7); the VAPID key to subscribe with is push_public_key's. */
  push_token: z.string().trim().max(4096).optional(),
  /** spec 03 §5: with the second factor on, a current authenticator code or an unused recovery code. */
  code: z.string().trim().max(64).optional(),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const loginCall = defineCall({
  name: 'login',
  method: 'POST',
  access: 'public',
  request: LoginRequestSchema,
  response: SessionDataSchema,
});
