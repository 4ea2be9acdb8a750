// No zod here: the login page shows these on its first load and imports schemas only on first use.
import { SET_UP_FIRST_MESSAGE } from './set-up-first-message';

/** spec 03 §5: the second factor's words; those the spec does not name are ours. */
export const TWO_FACTOR_MESSAGES = {
  // spec 03 §5
  code: 'Please enter code',
  invalidCode: 'Invalid code',
  codeRequired: 'Please enter the code from your authenticator app',
  // ours
  password: 'Please enter password',
  wrongPassword: 'Your password is incorrect.',
  setUp: 'Scan the code with your authenticator app, then enter the code it shows.',
  alreadyOn: 'Two-factor authentication is already on.',
  notOn: 'Two-factor authentication is not on.',
  notStarted: 'Please start setting up two-factor authentication again.',
  enabled: 'Two-factor authentication is on. Keep your recovery codes somewhere safe.',
  disabled: 'Two-factor authentication is off.',
  newCodes: 'New recovery codes made. The old ones no longer work.',
  /** The owner turned a member's second factor off for them (decision 067). */
  reset:
    'Two-factor authentication is off for this member. They can sign in with their password and turn it on again.',
  setUpFirst: SET_UP_FIRST_MESSAGE,
} as const;

export const SECURITY_MESSAGES = {
  requireLeaders: 'Please select Yes or No',
  settings: 'Security settings',
  settingsSaved: 'Security settings saved.',
  sessions: 'Active sessions',
  sessionEnded: 'The session has ended.',
  sessionNotFound: 'Session not found.',
  signedOutEverywhere: 'You have been signed out everywhere.',
  auditLog: 'Audit log',
  page: 'Please enter a valid page',
  day: 'Please enter a valid date',
  dateRange: 'The end date must not be before the start date',
} as const;

/** RFC 6238 as authenticator apps read it (spec 03 §5). */
export const TOTP_DIGITS = 6;
export const RECOVERY_CODE_COUNT = 10;
export const AUDIT_LOG_PAGE_SIZE = 50;

/**
 * spec 03 §5: what the organisation's audit log records. The first twelve are the spec's; the
 * rest are ours, for the other changes to an account's security.
 */
export const AUDIT_ACTIONS = [
  'sign_in',
  'sign_in_failed',
  'two_factor_enabled',
  'two_factor_disabled',
  'sub_user_added',
  'sub_user_removed',
  'leader_changed',
  'alert_sent',
  'alert_closed',
  'incident_closed',
  'incident_pdf',
  'report_shared',
  'password_changed',
  'recovery_codes_renewed',
  'security_settings_changed',
  'signed_out_everywhere',
  'session_ended',
  'two_factor_reset',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What a signed-in leader who must set up the second factor may still call (everything else: 403). */
export const TWO_FACTOR_SETUP_CALLS = [
  'two_factor_setup',
  'two_factor_enable',
  'get_security',
  'get_profile',
  'logout',
  'logout_everywhere',
] as const;
