import type { TeamChannelLiveFrame } from '@faith-shield/contract/team-channel/team-channel-live';
import type { TeamMessage } from '@faith-shield/contract/team-channel/team-message';
import type { FastifyInstance } from 'fastify';
import { announceInWrite, startLiveChannel } from '../../infra/live/live-channel';
import { PRIVATE_UPLOADS_PREFIX } from '../../infra/storage/storage';
import { signedUploadPath } from '../../infra/storage/upload-links';
import { membersOf } from '../alerts/alert-people';
import type { Executor } from '../notifications/notify';
import { teamMessagesById } from './team-message-view';

/** The channel team messages are announced on, to every server process (this one included). */
const TEAM_CHANNEL = 'team_frames';

type Announced = { o: string; e: TeamChannelLiveFrame['event']; id: number };

/**
 * Announces a message stored in the write `tx` (a line another feature posts): every server
 * process that started the team channel sends it to its sockets when that write commits.
 */
export const announceTeamMessage = (tx: Executor, organisationId: string, id: number) =>
  announceInWrite(tx, TEAM_CHANNEL, { o: organisationId, e: 'message', id } satisfies Announced);

export type TeamChannelLive = {
  /** Announces a message stored or deleted, once committed; every server sends it to its sockets. */
  publish: (organisationId: string, event: TeamChannelLiveFrame['event'], id: number) => void;
};

/**
 * Team messages on the app's live connection (the chat socket, DESIGN.md §4b), on any server
 * process: the database's NOTIFY carries ids only (a message of 2,000 characters could pass its
 * payload limit); each server holding a member's connection reads the message and hands it to
 * the organisation's current members it holds. A removed member is no longer one.
 */
export async function startTeamChannelLive(
  app: FastifyInstance,
  uploadLinkKey: Buffer,
): Promise<TeamChannelLive> {
  const { deps } = app;
  // the answers' paths are signed as they leave (plugins/signed-uploads.ts); a frame's here
  const signed = (path: string) =>
    path.startsWith(PRIVATE_UPLOADS_PREFIX) ? signedUploadPath(uploadLinkKey, path, deps.now()) : path;
  const signedMessage = (message: TeamMessage): TeamMessage => ({
    ...message,
    profile: signed(message.profile),
    images: message.images.map(signed),
  });
  const deliver = async (announced: Announced) => {
    const hub = deps.liveHub;
    if (!hub || hub.size === 0) return;
    const [message] = await teamMessagesById(deps.db, announced.o, [announced.id]);
    if (!message) return;
    // kept in the read cache, forgotten when the users table changes (the change feed), as the
    // alerts' audience is: otherwise every message read all members again on every process
    // (bench:chat's team run: 500 members, 5 messages a second)
    const kept = await deps.readCache.read<{ organisationId: string; ids: string[] }>(
      `team-members:${announced.o}`,
      async () => ({
        organisationId: announced.o,
        ids: (await membersOf(deps.db, announced.o)).map((member) => member.id),
      }),
      (value) => value.organisationId,
    );
    hub.sendTo(kept?.ids ?? [], { type: 'team', event: announced.e, message: signedMessage(message) });
  };
  // one read at a time, so frames leave in the order they were announced
  let queue = Promise.resolve();
  const announce = await startLiveChannel<Announced>(app, TEAM_CHANNEL, 'team channel', (announced) => {
    const delivered = queue.then(() => deliver(announced));
    queue = delivered.catch(() => undefined);
    return delivered;
  });
  return {
    publish: (organisationId, event, id) => {
      void announce({ o: organisationId, e: event, id });
    },
  };
}
