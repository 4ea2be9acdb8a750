import { addTeamMessageCall } from '@faith-shield/contract/team-channel/add-team-message';
import { deleteTeamMessageCall } from '@faith-shield/contract/team-channel/delete-team-message';
import { getTeamChannelCall } from '@faith-shield/contract/team-channel/get-team-channel';
import { muteTeamChannelCall } from '@faith-shield/contract/team-channel/mute-team-channel';
import { readTeamChannelCall } from '@faith-shield/contract/team-channel/read-team-channel';
import { TEAM_CHANNEL_MESSAGES as M } from '@faith-shield/contract/team-channel/team-channel-messages';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call';
import { findCaller } from '../alerts/alert-people';
import { addTeamMessage } from './add-team-message';
import { deleteTeamMessage } from './delete-team-message';
import { startTeamChannelLive } from './team-channel-live';
import { teamMessagesPage } from './team-message-view';
import { muteTeamChannel, readTeamChannel, teamReadOf } from './team-reads';

const HOUR_MS = 60 * 60_000;

/** spec 03 §6: the team channel, one thread per organisation, on every plan. */
export async function teamChannelRoutes(app: FastifyInstance, { uploadLinkKey }: { uploadLinkKey: Buffer }) {
  const live = await startTeamChannelLive(app, uploadLinkKey);

  registerCall(app, getTeamChannelCall, {
    readOnly: true,
    handler: async ({ input, auth, deps }) => {
      const caller = await findCaller(deps.db, auth.userId);
      const before = input.before === undefined ? undefined : Number(input.before);
      const [messages, read] = await Promise.all([
        teamMessagesPage(deps.db, caller.organisationId, before),
        teamReadOf(deps.db, caller.id),
      ]);
      return {
        message: M.channel,
        data: { messages, unread: read.unread, muted_until: read.mutedUntil?.toISOString() ?? null },
      };
    },
  });

  registerCall(app, addTeamMessageCall, {
    handler: async ({ input, auth, deps }) => ({
      message: M.sent,
      data: await addTeamMessage(deps, live, auth, input),
    }),
  });

  registerCall(app, readTeamChannelCall, {
    handler: async ({ auth, deps }) => {
      const caller = await findCaller(deps.db, auth.userId);
      await readTeamChannel(deps.db, caller.id, caller.organisationId);
      return { message: M.read, data: { unread: (await teamReadOf(deps.db, caller.id)).unread } };
    },
  });

  registerCall(app, deleteTeamMessageCall, {
    handler: async ({ input, auth, deps }) => ({
      message: M.deleted,
      data: await deleteTeamMessage(deps, live, auth, Number(input.id)),
    }),
  });

  registerCall(app, muteTeamChannelCall, {
    handler: async ({ input, auth, deps }) => {
      const until = input.hours === 0 ? null : new Date(deps.now().getTime() + input.hours * HOUR_MS);
      await muteTeamChannel(deps.db, auth.userId, until);
      return { message: until ? M.muted : M.unmuted, data: { muted_until: until?.toISOString() ?? null } };
    },
  });
}
