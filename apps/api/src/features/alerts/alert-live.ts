import type { AlertLiveFrame } from '@faith-shield/contract/alerts/alert-live';
import type { FastifyInstance } from 'fastify';
import { startLiveChannel } from '../../infra/live/live-channel';
import { membersOf } from './alert-people';

/** The channel alert frames are announced on, to every server process (this one included). */
const ALERT_CHANNEL = 'alert_frames';

/** Who of the organisation gets the frame: everyone, or those who watch the whole roll-call. */
export type Audience = 'members' | 'managers';

type Announced = { o: string; by: string; to: Audience; f: AlertLiveFrame };

export type AlertLive = {
  /** Announces a frame once the write it tells of has committed; every server sends it to its sockets. */
  publish: (organisationId: string, sentBy: string, to: Audience, frame: AlertLiveFrame) => void;
};

/**
 * Alert frames on the app's live connection (the chat socket, DESIGN.md §4b), on any server
 * process: each frame is announced through the database's NOTIFY (a message, a note and ids
 * stay far below its payload limit) and each server hands it to the sockets it holds.
 */
export async function startAlertLive(app: FastifyInstance): Promise<AlertLive> {
  const { deps } = app;
  const announce = await startLiveChannel<Announced>(app, ALERT_CHANNEL, 'alert', async (announced) => {
    const hub = deps.liveHub;
    if (!hub || hub.size === 0) return;
    const members = await membersOf(deps.db, announced.o);
    const audience = members.filter(
      (member) =>
        announced.to === 'members' || member.isOwner || member.isLeader || member.id === announced.by,
    );
    hub.sendTo(
      audience.map((member) => member.id),
      announced.f,
    );
  });
  return {
    publish: (organisationId, sentBy, to, frame) => announce({ o: organisationId, by: sentBy, to, f: frame }),
  };
}
