import type { AuditAction } from '@faith-shield/contract/security/security-messages';

/** How the audit log names each action to the owner. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  sign_in: 'Signed in',
  sign_in_failed: 'Sign-in failed',
  two_factor_enabled: 'Two-factor turned on',
  two_factor_disabled: 'Two-factor turned off',
  sub_user_added: 'Member added',
  sub_user_removed: 'Member removed',
  leader_changed: 'Leader changed',
  alert_sent: 'Alert sent',
  alert_closed: 'Alert closed',
  incident_closed: 'Incident closed',
  incident_pdf: 'Incident PDF',
  report_shared: 'Report shared',
  password_changed: 'Password changed',
  recovery_codes_renewed: 'New recovery codes',
  security_settings_changed: 'Security settings changed',
  signed_out_everywhere: 'Signed out everywhere',
  session_ended: 'Session ended',
  two_factor_reset: 'Two-factor reset',
};

export const actionLabel = (action: string) => AUDIT_ACTION_LABELS[action as AuditAction] ?? action;
