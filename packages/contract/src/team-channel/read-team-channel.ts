import { z } from 'zod';
import { defineCall } from '../shared/call';

/** spec 03 §6: POST read_team_channel. The caller's unread count becomes 0. */
export const readTeamChannelCall = defineCall({
  name: 'read_team_channel',
  method: 'POST',
  access: 'user',
  request: z.object({}),
  response: z.object({ unread: z.number().int() }),
});
