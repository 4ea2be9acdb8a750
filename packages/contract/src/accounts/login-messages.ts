// No zod here: /login shows LOGIN_MESSAGES on its first load and imports its schema only on first use.
/** spec 01 §5 (login); the failure and success wording is ours (docs/decisions/003-accounts.md). */
export const LOGIN_MESSAGES = {
  email: 'Please enter email',
  password: 'Please enter password',
  // one message for an unknown e-mail and a wrong password: neither is revealed
  invalidCredentials: 'Invalid email or password',
  loggedIn: 'Login successful',
} as const;
