import type { FastifyInstance } from 'fastify';
import { membersOf } from '../alerts/alert-people';

/** The channel roster changes are announced on, to every server process (this one included). */
const ROSTER_CHANNEL = 'roster_frames';

type Announced = { o: string; e: string };

export type RosterLive = {
  /** Tells every open roster of the organisation that the event's roster changed, once the write has committed. */
  changed: (organisationId: string, eventId: string) => void;
};

/**
 * Roster frames on the app's live connection (DESIGN.md §4c), from any server process: the
 * change is announced through NOTIFY with ids only, and each server sends a 'roster' frame
 * to the members of the organisation it holds sockets for; their boards read the roster again.
 */
export async function startRosterLive(app: FastifyInstance): Promise<RosterLive> {
  const { deps } = app;
  const deliver = async (announced: Announced) => {
    const hub = deps.liveHub;
    if (!hub || hub.size === 0) return;
    const members = await membersOf(deps.db, announced.o);
    hub.sendTo(
      members.map((member) => member.id),
      { type: 'roster', event_id: announced.e },
    );
  };
  const unlisten = await deps.database.listen(ROSTER_CHANNEL, {
    onListening: () => undefined,
    onNotice: (payload) => {
      let announced: Announced;
      try {
        announced = JSON.parse(payload) as Announced;
      } catch (err) {
        return app.log.warn({ err }, 'an unreadable roster announcement');
      }
      deliver(announced).catch((err: unknown) => app.log.error({ err }, 'roster frames not delivered'));
    },
    onCutOff: (err) => app.log.warn({ err }, 'roster announcements cut off: boards fall back to reading'),
  });
  app.addHook('onClose', async () => unlisten());
  return {
    changed: (organisationId, eventId) => {
      const announced: Announced = { o: organisationId, e: eventId };
      deps.database
        .notify(ROSTER_CHANNEL, JSON.stringify(announced))
        .catch((err: unknown) => app.log.error({ err }, 'roster change not announced'));
    },
  };
}
