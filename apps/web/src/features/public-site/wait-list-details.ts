import {
  type WaitListDetails,
  WaitListDetailsSchema,
} from '@faith-shield/contract/public-site/add-wait-list';

/** The details carried in a location's state, when they are there and still valid. */
export const detailsFrom = (state: unknown): WaitListDetails | null => {
  if (typeof state !== 'object' || state === null || !('details' in state)) return null;
  const parsed = WaitListDetailsSchema.safeParse(state.details);
  return parsed.success ? parsed.data : null;
};
