import { z } from 'zod';
import { defineCall } from '../shared/call';
import { CHAT_MESSAGES } from './chat-messages';

/** spec 02 §3: an owner of the community as the chat list shows them. */
export const OwnerSchema = z.object({
  id: z.string(),
  /** First and last name. */
  name: z.string(),
  /** Their picture's path under /uploads/, or ''. */
  profile: z.string(),
  worship_place_name: z.string(),
});
export type Owner = z.infer<typeof OwnerSchema>;

/**
 * spec 02 §7: POST get_owners. The 'Faith Shield Community': the owners of every other
 * organisation, the latest conversation first, then by name.
 */
export const getOwnersCall = defineCall({
  name: 'get_owners',
  method: 'POST',
  access: 'owner',
  tier: 'chat',
  planMessage: CHAT_MESSAGES.planNeeded,
  request: z.object({}),
  response: z.array(OwnerSchema),
});
