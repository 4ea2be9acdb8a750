import {
  type WaitListDetails,
  WaitListDetailsSchema,
} from '@faith-shield/contract/public-site/add-wait-list.schema';

/**
 * spec 01 §2: step 1's details travel to /question in the navigation's state (not the address:
 * they hold an e-mail). /question opened without them sends the visitor to /home.
 */
export type WaitListStep = { details: WaitListDetails };

export const WAIT_LIST_PATHS = { details: '/waitlist', questions: '/question', done: '/home' } as const;

/** The details carried in a location's state, when they are there and still valid. */
export const detailsFrom = (state: unknown): WaitListDetails | null => {
  if (typeof state !== 'object' || state === null || !('details' in state)) return null;
  const parsed = WaitListDetailsSchema.safeParse(state.details);
  return parsed.success ? parsed.data : null;
};
