import type { AlertLiveFrame } from '@faith-shield/contract/alerts/alert-live';
import type { FastifyInstance } from 'fastify';
import { startLiveChannel } from '../../infra/live/live-channel';
import type { Executor } from '../notifications/notify';
import { type Member, membersOf } from './alert-people';

/** The channel alert frames are announced on, to every server process (this one included). */
const ALERT_CHANNEL = 'alert_frames';

/** Who of the organisation gets the frame: everyone, or those who watch the whole roll-call. */
export type Audience = 'members' | 'managers';

type Announced = { o: string; by: string; to: Audience; f: AlertLiveFrame };

export type AlertLive = {
  /**
   * Announces a frame in the write it tells of: the database hands it to every server process
   * (this one included) when that write commits, and never if it does not.
   */
  announce: (
    tx: Executor,
    organisationId: string,
    sentBy: string,
    to: Audience,
    frame: AlertLiveFrame,
  ) => Promise<void>;
};

/**
 * Alert frames on the app's live connection (the chat socket, DESIGN.md §4b), on any server
 * process: each frame is announced on a live channel inside the write it tells of, as chat's
 * are (a message, a note and ids stay far below NOTIFY's payload limit), so a committed answer
 * is never left untold by a busy pool; each server hands it to the sockets it holds.
 */
export async function startAlertLive(app: FastifyInstance): Promise<AlertLive> {
  const { deps } = app;
  const announce = await startLiveChannel<Announced>(app, ALERT_CHANNEL, 'alert', async (announced) => {
    const hub = deps.liveHub;
    if (!hub || hub.size === 0) return;
    // kept in the read cache (the users table is in the change feed): a roll-call's answers
    // arrive dozens a second, and each would read every member again (bench:alert)
    const kept = await deps.readCache.read<{ organisationId: string; members: Member[] }>(
      `alert-audience:${announced.o}`,
      async () => ({ organisationId: announced.o, members: await membersOf(deps.db, announced.o) }),
      (value) => value.organisationId,
    );
    const audience = (kept?.members ?? []).filter(
      (member) =>
        announced.to === 'members' || member.isOwner || member.isLeader || member.id === announced.by,
    );
    hub.sendTo(
      audience.map((member) => member.id),
      announced.f,
    );
  });
  return {
    announce: (tx, organisationId, sentBy, to, frame) =>
      announce({ o: organisationId, by: sentBy, to, f: frame }, tx),
  };
}
