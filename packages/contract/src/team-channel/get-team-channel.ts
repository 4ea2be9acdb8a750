import { z } from 'zod';
import { defineCall } from '../shared/call';
import { TEAM_CHANNEL_MESSAGES as M } from './team-channel-messages';
import { TeamMessageSchema, teamMessageIdField } from './team-message';

const blankAsAbsent = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

export const GetTeamChannelRequestSchema = z.object({
  before: z.preprocess(blankAsAbsent, teamMessageIdField(M.notFound).optional()),
});

export const TeamChannelSchema = z.object({
  /** Oldest first: the 50 before `before`, or the latest 50. */
  messages: z.array(TeamMessageSchema),
  /** The caller's unread count. */
  unread: z.number().int(),
  /** Ours: until when the caller muted the channel's pushes (ISO 8601), or null. */
  muted_until: z.string().nullable(),
});
export type TeamChannel = z.infer<typeof TeamChannelSchema>;

/** spec 03 §6: POST get_team_channel. Every member of the organisation, every plan. */
export const getTeamChannelCall = defineCall({
  name: 'get_team_channel',
  method: 'POST',
  access: 'user',
  request: GetTeamChannelRequestSchema,
  response: TeamChannelSchema,
});
