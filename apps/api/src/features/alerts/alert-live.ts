import type { AlertLiveFrame } from '@faith-shield/contract/alerts/alert-live';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
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
 * process: each frame is announced through the database's NOTIFY inside the write it tells of,
 * as chat's are (a message, a note and ids stay far below its payload limit), so a committed
 * answer is never left untold by a busy pool; each server hands it to the sockets it holds.
 */
export async function startAlertLive(app: FastifyInstance): Promise<AlertLive> {
  const { deps } = app;
  const deliver = async (announced: Announced) => {
    const hub = deps.liveHub;
    if (!hub || hub.size === 0) return;
    // kept in the read cache (the users table is in the change feed): a roll-call's answers
    // arrive dozens a second, and each would read every member again (bench:alert)
    const kept = await deps.readCache.read<{ organisationId: string; members: Member[] }>(
      `alert-audience:${announced.o}`,
      async () => ({ organisationId: announced.o, members: await membersOf(deps.db, announced.o) }),
      (value) => value.organisationId,
    );
    const members = kept?.members ?? [];
    const audience = members.filter(
      (member) =>
        announced.to === 'members' || member.isOwner || member.isLeader || member.id === announced.by,
    );
    hub.sendTo(
      audience.map((member) => member.id),
      announced.f,
    );
  };
  const unlisten = await deps.database.listen(ALERT_CHANNEL, {
    onListening: () => undefined,
    onNotice: (payload) => {
      let announced: Announced;
      try {
        announced = JSON.parse(payload) as Announced;
      } catch (err) {
        return app.log.warn({ err }, 'an unreadable alert announcement');
      }
      deliver(announced).catch((err: unknown) => app.log.error({ err }, 'alert frames not delivered'));
    },
    onCutOff: (err) => app.log.warn({ err }, 'alert announcements cut off: push and notifications still go'),
  });
  app.addHook('onClose', async () => unlisten());
  return {
    announce: async (tx, organisationId, sentBy, to, frame) => {
      const announced: Announced = { o: organisationId, by: sentBy, to, f: frame };
      await tx.execute(sql`select pg_notify(${ALERT_CHANNEL}, ${JSON.stringify(announced)})`);
    },
  };
}
