/**
 * The pages `npm run bench:web` audits. A public page is a first visit by someone signed out,
 * held to the JavaScript budget; a signed-in page is opened by the seeded owner.
 */
export type AuditedPage = { path: string; signedIn: boolean };

export const AUDITED_PAGES: AuditedPage[] = [
  { path: '/home', signedIn: false },
  { path: '/login', signedIn: false },
  { path: '/signup', signedIn: false },
  { path: '/waitlist', signedIn: false },
  { path: '/dashboard', signedIn: true },
  // the seeded owner's organisation holds 500 events: the list's first page, and the empty form
  { path: '/events', signedIn: true },
  { path: '/add-events', signedIn: true },
  // 2,000 items: the list's first page, with the search
  { path: '/manage-inventory', signedIn: true },
  // the community (the bench's 363 other owners) and a team of 20, eight conversations
  { path: '/chat', signedIn: true },
];

export const WEB_BUDGETS = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  /** The JavaScript a first visit to a public page downloads, compressed as sent. */
  publicFirstLoadJsKb: 120,
} as const;
