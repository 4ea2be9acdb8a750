/** Every response of the API has this shape (DESIGN.md §3). */
export type Envelope<T = unknown> = {
  status: 0 | 1;
  message: string;
  data?: T;
  /** Present on a validation failure: one message per field, the spec's wording. */
  errors?: Record<string, string>;
};

export const COMMON_MESSAGES = {
  // spec 01 §8 and 02 §8: network or other failure on submit
  somethingWentWrong: 'Something went wrong. Please try again later.',
  invalidInput: 'Please check the highlighted fields.',
  notSignedIn: 'Please sign in to continue.',
  sessionExpired: 'Your session has ended. Please sign in again.',
  wrongRole: 'You do not have access to this.',
  planTooLow: 'Your plan does not include this feature. Please upgrade your subscription.',
  notFound: 'Not found.',
  tooLarge: 'The upload is too large.',
  unsupportedContentType: 'Unsupported content type.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  // ours: the database cannot be reached for a moment (answered 503 with Retry-After)
  unavailable: 'Faith Shield is briefly unavailable. Please try again in a moment.',
  // ours (docs/decisions/022): an operator session and an organisation's never open each other's calls
  operatorsOnly: 'This is for Faith Shield operators only. Please sign in at /operator/login.',
  notForOperators: 'An operator session cannot be used here. Please sign in with an organisation account.',
} as const;
