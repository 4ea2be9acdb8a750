/** What the operator console's calls answer (ours: the spec has no operator console; issue 20). */
export const OPERATOR_MESSAGES = {
  email: 'Please enter your email.',
  password: 'Please enter your password.',
  passwordRule:
    'Password must be at least 12 characters long, with an uppercase letter, a lowercase letter, a number and a special character.',
  passwordConfirmation: 'Passwords do not match.',
  code: 'Please enter the 6-digit code from your authenticator app, or a recovery code.',
  setupCode: 'Please enter the 6-digit code from your authenticator app.',
  setupLinkInvalid: 'This set-up link is not valid or has expired. Ask for a new one.',
  setupStarted: 'Scan the code with your authenticator app.',
  setupDone: 'Your operator account is ready. Keep your recovery codes somewhere safe.',
  wrongCode: 'That code is not right. Please try again.',
  wrongCredentials: 'The email or password is incorrect.',
  signedIn: 'Signed in.',
  signedOut: 'Signed out.',
  date: 'Please enter a date as YYYY-MM-DD.',
  dateRange: 'The start date must be on or before the end date.',
  applicants: 'Waitlist applicants.',
  exported: 'Applicants exported.',
  organisations: 'Organisations.',
  organisation: 'Organisation.',
  auditLog: 'Audit log.',
  pageCursor: 'This page of the list cannot be found. Please reload the list.',
  me: 'Operator.',
  resetReason: 'Please say how you confirmed the owner is who they say they are.',
  ownerTwoFactorReset:
    'The owner’s two-factor authentication is off. They have been mailed and signed out everywhere.',
  ownerTwoFactorNotOn: 'The owner does not have two-factor authentication on.',
} as const;

/** What the audit log records (operator_audit_log.action); content editing adds its own. */
export const OPERATOR_ACTIONS = {
  added: 'operator.added',
  removed: 'operator.removed',
  setupCompleted: 'operator.setup_completed',
  signedIn: 'operator.signed_in',
  signedInWithRecoveryCode: 'operator.signed_in_recovery_code',
  signInFailedSecondFactor: 'operator.sign_in_failed_second_factor',
  signedOut: 'operator.signed_out',
  exportedApplicants: 'customers.exported_applicants',
  // every read of customer data leaves a row: who, what, when, from where
  viewedApplicants: 'customers.viewed_applicants',
  viewedOrganisations: 'customers.viewed_organisations',
  viewedOrganisation: 'customers.viewed_organisation',
  resetOwnerTwoFactor: 'customers.reset_owner_two_factor',
} as const;
