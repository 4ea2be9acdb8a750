import type { RosterLiveFrame } from '@faith-shield/contract/duty-roster/roster-live';

type Listener = (frame: RosterLiveFrame) => void;

const listeners = new Set<Listener>();

/**
 * The 'roster' frames of the app's live connection (spec 03 §4), handed from the chat's
 * connection, which the signed-in shell keeps open, to the roster boards and duty lists.
 */
export const publishRosterFrame = (frame: RosterLiveFrame) => {
  for (const listener of listeners) listener(frame);
};

export const subscribeRosterFrames = (listener: Listener) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
