import { z } from 'zod';
import { defineCall } from '../shared/call';
import { TEAM_CHANNEL_LIMITS as L, TEAM_CHANNEL_MESSAGES as M } from './team-channel-messages';

export const MuteTeamChannelRequestSchema = z.object({
  hours: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.coerce
      .number({ error: M.muteHours })
      .int(M.muteHours)
      .min(0, M.muteHours)
      .max(L.muteHoursMax, M.muteHours),
  ),
});

/** spec 03 §6: POST mute_team_channel. hours 1–168 mutes its pushes that long; 0 unmutes. */
export const muteTeamChannelCall = defineCall({
  name: 'mute_team_channel',
  method: 'POST',
  access: 'user',
  request: MuteTeamChannelRequestSchema,
  response: z.object({ muted_until: z.string().nullable() }),
});
