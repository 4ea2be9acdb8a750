import { z } from 'zod';
import { LEADER_CHOICES } from '../alerts/alert-messages';
import { defineCall } from '../shared/call';
import { SECURITY_MESSAGES as M } from './security-messages';

export const ActiveSessionSchema = z.object({
  id: z.string(),
  /** Browser and system, from the device's user agent: 'Chrome on Android'. */
  device: z.string(),
  /** The address's network, never the full address: '203.0.113.x', '2001:db8:1:2::/64'. */
  network: z.string(),
  created_at: z.string(),
  last_used_at: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof ActiveSessionSchema>;

export const SecurityStateSchema = z.object({
  two_factor_enabled: z.boolean(),
  recovery_codes_left: z.number().int(),
  /** A leader of a team that requires it, without it: may only set it up. */
  two_factor_setup_required: z.boolean(),
  require_two_factor_for_leaders: z.enum(LEADER_CHOICES),
  sessions: z.array(ActiveSessionSchema),
});
export type SecurityState = z.infer<typeof SecurityStateSchema>;

/** Ours: Profile → Security, the person's second factor and live sessions. */
export const getSecurityCall = defineCall({
  name: 'get_security',
  method: 'POST',
  access: 'user',
  request: z.object({}),
  response: SecurityStateSchema,
});

export const UpdateSecuritySettingsRequestSchema = z.object({
  require_two_factor_for_leaders: z.enum(LEADER_CHOICES, { error: M.requireLeaders }),
});
export type UpdateSecuritySettingsRequest = z.input<typeof UpdateSecuritySettingsRequestSchema>;

/** spec 03 §5: the owner may require the second factor of leaders. */
export const updateSecuritySettingsCall = defineCall({
  name: 'update_security_settings',
  method: 'POST',
  access: 'owner',
  request: UpdateSecuritySettingsRequestSchema,
  response: z.object({ require_two_factor_for_leaders: z.enum(LEADER_CHOICES) }),
});

/** Ours: ends one of the person's own sessions. */
export const endSessionCall = defineCall({
  name: 'end_session',
  method: 'POST',
  access: 'user',
  request: z.object({ id: z.uuid({ error: M.sessionNotFound }) }),
  response: z.undefined(),
});

/** Ours: ends every session of the person, this one included. */
export const logoutEverywhereCall = defineCall({
  name: 'logout_everywhere',
  method: 'POST',
  access: 'user',
  request: z.object({}),
  response: z.undefined(),
});
