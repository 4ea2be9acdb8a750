import {
  TEAM_CHANNEL_LIMITS as L,
  TEAM_CHANNEL_MESSAGES as M,
} from '@faith-shield/contract/team-channel/team-channel-messages';
import type { TeamMessage } from '@faith-shield/contract/team-channel/team-message';
import { and, eq } from 'drizzle-orm';
import { teamMessages } from '../../db/schema/index';
import { forbidden, notFound } from '../../http/api-error';
import type { AppDeps } from '../../http/app-deps';
import type { AuthContext } from '../../infra/auth/authenticate';
import { findCaller } from '../alerts/alert-people';
import type { TeamChannelLive } from './team-channel-live';
import { teamMessagesById } from './team-message-view';

/**
 * delete_team_message (spec 03 §6): its author within 15 minutes, the owner or a leader at any
 * time. The row stays (DESIGN.md §4c: evidence is kept) without its text and pictures, and every
 * open app is told it is deleted.
 */
export async function deleteTeamMessage(
  deps: AppDeps,
  live: TeamChannelLive,
  auth: AuthContext,
  id: number,
): Promise<TeamMessage> {
  const caller = await findCaller(deps.db, auth.userId);
  const ofOrganisation = and(eq(teamMessages.id, id), eq(teamMessages.organisationId, caller.organisationId));
  const [row] = await deps.db.select().from(teamMessages).where(ofOrganisation).limit(1);
  if (!row) throw notFound(M.notFound);
  const isAuthorInTime =
    row.userId === caller.id && deps.now().getTime() - row.createdAt.getTime() <= L.authorDeleteMs;
  if (!isAuthorInTime && !caller.isOwner && !caller.isLeader) throw forbidden(M.cannotDelete);
  if (!row.deletedAt) {
    await deps.db
      .update(teamMessages)
      .set({ message: '', images: [], deletedAt: deps.now() })
      .where(ofOrganisation);
    await Promise.all(row.images.map((path) => deps.storage.remove(path)));
    live.publish(caller.organisationId, 'deleted', row.id);
  }
  const [message] = await teamMessagesById(deps.db, caller.organisationId, [row.id]);
  if (!message) throw notFound(M.notFound);
  return message;
}
