import type { TeamChannelLiveFrame } from '@faith-shield/contract/team-channel/team-channel-live';

type Listener = (frame: TeamChannelLiveFrame) => void;

const listeners = new Set<Listener>();

/**
 * The 'team' frames of the app's live connection (spec 03 §6), handed from the chat's
 * connection, which the signed-in shell keeps open, to the team channel and the unread counts.
 */
export const publishTeamFrame = (frame: TeamChannelLiveFrame) => {
  for (const listener of listeners) listener(frame);
};

export const subscribeTeamFrames = (listener: Listener) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
