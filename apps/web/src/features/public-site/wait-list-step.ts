import type { WaitListDetails } from '@faith-shield/contract/public-site/add-wait-list';

/**
 * spec 01 §2: step 1's details travel to /question in the navigation's state (not the address:
 * they hold an e-mail). /question opened without them sends the visitor to /home.
 */
export type WaitListStep = { details: WaitListDetails };

export const WAIT_LIST_PATHS = { details: '/waitlist', questions: '/question', done: '/home' } as const;

const DETAIL_FIELDS = [
  'first_name',
  'last_name',
  'organization',
  'email',
  'zip_code',
] as const satisfies readonly (keyof WaitListDetails)[];

/**
 * The details carried in a location's state as they were sent, when they are there. Without
 * zod: /waitlist fills its form with them on its first load (Back from /question). /question
 * checks them against the schema (detailsFrom).
 */
export const draftFrom = (state: unknown): WaitListDetails | null => {
  if (typeof state !== 'object' || state === null || !('details' in state)) return null;
  const { details } = state;
  if (typeof details !== 'object' || details === null) return null;
  const fields = details as Record<string, unknown>;
  if (!DETAIL_FIELDS.every((field) => typeof fields[field] === 'string')) return null;
  return Object.fromEntries(DETAIL_FIELDS.map((field) => [field, fields[field]])) as WaitListDetails;
};
