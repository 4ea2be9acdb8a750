import { z } from 'zod';
import { defineCall } from '../shared/call';
import { TEAM_CHANNEL_MESSAGES as M } from './team-channel-messages';
import { TeamMessageSchema, teamMessageIdField } from './team-message';

export const DeleteTeamMessageRequestSchema = z.object({ id: teamMessageIdField(M.notFound) });

/**
 * spec 03 §6: POST delete_team_message. Its author within 15 minutes, the owner or a leader at
 * any time; answers the message as everyone now sees it: deleted, without text or pictures.
 */
export const deleteTeamMessageCall = defineCall({
  name: 'delete_team_message',
  method: 'POST',
  access: 'user',
  request: DeleteTeamMessageRequestSchema,
  response: TeamMessageSchema,
});
