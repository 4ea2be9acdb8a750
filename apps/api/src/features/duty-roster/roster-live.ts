import type { FastifyInstance } from 'fastify';
import { startLiveChannel } from '../../infra/live/live-channel';
import { membersOf } from '../alerts/alert-people';

type Announced = { o: string; e: string };

export type RosterLive = {
  /** Tells every open roster of the organisation that the event's roster changed, once the write has committed. */
  changed: (organisationId: string, eventId: string) => void;
};

/**
 * Roster frames on the app's live connection (DESIGN.md §4c), from any server process: the
 * change is announced with ids only on 'roster_frames', and each server sends a 'roster' frame
 * to the members of the organisation it holds sockets for, once its read cache has heard the
 * change; their boards read the roster again.
 */
export async function startRosterLive(app: FastifyInstance): Promise<RosterLive> {
  const { deps } = app;
  const announce = await startLiveChannel<Announced>(app, 'roster_frames', 'roster', async (announced) => {
    const hub = deps.liveHub;
    if (!hub || hub.size === 0) return;
    // The boards read again on this frame, and are answered from the read cache: it must have
    // heard the write first. The write committed before it was announced, and the change feed
    // comes on a connection of its own, so a marker sent now and heard back proves it has.
    await deps.changes.settle();
    const members = await membersOf(deps.db, announced.o);
    hub.sendTo(
      members.map((member) => member.id),
      { type: 'roster', event_id: announced.e },
    );
  });
  return {
    changed: (organisationId, eventId) => {
      void announce({ o: organisationId, e: eventId });
    },
  };
}
