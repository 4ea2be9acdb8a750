// No zod here: the app's live connection imports this on every screen.
import type { TeamMessage } from './team-message';

/**
 * The 'team' frame on the app's live connection (spec 03 §6): a message posted to the team
 * channel, or one deleted (it comes again, marked deleted).
 */
export type TeamChannelLiveFrame = {
  type: 'team';
  event: 'message' | 'deleted';
  message: TeamMessage;
};
