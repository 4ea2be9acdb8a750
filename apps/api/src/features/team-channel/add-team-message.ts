import type { AddTeamMessageRequestSchema } from '@faith-shield/contract/team-channel/add-team-message';
import {
  TEAM_CHANNEL_LIMITS as L,
  TEAM_CHANNEL_MESSAGES as M,
} from '@faith-shield/contract/team-channel/team-channel-messages';
import type { TeamMessage } from '@faith-shield/contract/team-channel/team-message';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { teamMessages } from '../../db/schema/index';
import { badRequest } from '../../http/api-error';
import type { AppDeps } from '../../http/app-deps';
import type { AuthContext } from '../../infra/auth/authenticate';
import { FileRejected } from '../../infra/storage/file-rejected';
import { isUploadedFile } from '../../infra/storage/uploaded-file';
import { findCaller, membersOf } from '../alerts/alert-people';
import type { TeamChannelLive } from './team-channel-live';
import { teamMessagesById } from './team-message-view';
import { pushToAway } from './team-push';

type Input = z.output<typeof AddTeamMessageRequestSchema>;

const byClientId = (deps: AppDeps, organisationId: string, clientId: string) =>
  deps.db
    .select({ id: teamMessages.id })
    .from(teamMessages)
    .where(and(eq(teamMessages.organisationId, organisationId), eq(teamMessages.clientId, clientId)))
    .limit(1);

/** Each picture checked by its content, re-encoded without metadata and kept private. */
async function savePictures(deps: AppDeps, images: readonly unknown[]): Promise<string[]> {
  const files = images.map((image) => {
    if (!isUploadedFile(image) || image.data.length === 0) throw new FileRejected('images', M.imageType);
    return image;
  });
  const saved: string[] = [];
  try {
    for (const file of files)
      saved.push(
        await deps.storage.saveImage(file, { field: 'images', maxBytes: L.imageMaxBytes, personal: true }),
      );
  } catch (error) {
    await Promise.all(saved.map((path) => deps.storage.remove(path)));
    throw error;
  }
  return saved;
}

/**
 * add_team_message (spec 03 §6): stored as plain text with its pictures, pushed in the same
 * write to members away from the app, then delivered live to every open app on any server.
 * The same client_id again answers the message it made.
 */
export async function addTeamMessage(
  deps: AppDeps,
  live: TeamChannelLive,
  auth: AuthContext,
  input: Input,
): Promise<TeamMessage> {
  const caller = await findCaller(deps.db, auth.userId);
  const again = async (clientId: string) => {
    const [kept] = await byClientId(deps, caller.organisationId, clientId);
    return kept ? (await teamMessagesById(deps.db, caller.organisationId, [kept.id]))[0] : undefined;
  };
  if (input.client_id) {
    const kept = await again(input.client_id);
    if (kept) return kept;
  }
  const replyToId = input.reply_to === undefined ? null : Number(input.reply_to);
  if (replyToId !== null) {
    const [replied] = await deps.db
      .select({ id: teamMessages.id })
      .from(teamMessages)
      .where(and(eq(teamMessages.id, replyToId), eq(teamMessages.organisationId, caller.organisationId)))
      .limit(1);
    if (!replied) throw badRequest(M.replyNotFound, { reply_to: M.replyNotFound });
  }
  const images = await savePictures(deps, input.images ?? []);
  const stored = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(teamMessages)
      .values({
        organisationId: caller.organisationId,
        userId: caller.id,
        message: input.message,
        images,
        replyToId,
        clientId: input.client_id ?? null,
        createdAt: deps.now(),
      })
      .onConflictDoNothing({ target: [teamMessages.organisationId, teamMessages.clientId] })
      .returning({ id: teamMessages.id });
    if (!row) return undefined;
    const members = await membersOf(tx, caller.organisationId);
    await pushToAway(
      tx,
      { id: row.id, organisationId: caller.organisationId, text: input.message, imageCount: images.length },
      caller,
      members.map((member) => member.id),
    );
    return row;
  });
  if (!stored) {
    // the same client_id arrived twice at once: the other call stored it
    await Promise.all(images.map((path) => deps.storage.remove(path)));
    const kept = input.client_id ? await again(input.client_id) : undefined;
    if (!kept) throw new Error('team message neither stored nor found');
    return kept;
  }
  live.publish(caller.organisationId, 'message', stored.id);
  const [message] = await teamMessagesById(deps.db, caller.organisationId, [stored.id]);
  if (!message) throw new Error('team message not stored');
  return message;
}
