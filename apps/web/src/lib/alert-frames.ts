import type { AlertLiveFrame } from '@faith-shield/contract/alerts/alert-live';

type Listener = (frame: AlertLiveFrame) => void;

const listeners = new Set<Listener>();

/**
 * The 'alert' frames of the app's live connection (spec 03 §2), handed from the chat's
 * connection, which the signed-in shell keeps open, to the alert screens and overlay.
 */
export const publishAlertFrame = (frame: AlertLiveFrame) => {
  for (const listener of listeners) listener(frame);
};

export const subscribeAlertFrames = (listener: Listener) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
