import { useSyncExternalStore } from 'react';

// The modals host (app/modals-host.tsx: Mantine's ModalsProvider with Modal, FocusTrap and
// scroll locking) is not part of any page's start: app/providers.tsx mounts it once something
// asks for a modal.

let isWanted = false;
let isListening = false;
const waiting = new Set<() => void>();
const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of listeners) listener();
};

/** Resolves once the modals host listens for `modals.*` events, asking for it if need be. */
export function whenModalsReady(): Promise<void> {
  if (!isWanted) {
    isWanted = true;
    notify();
  }
  if (isListening) return Promise.resolve();
  return new Promise((resolve) => waiting.add(resolve));
}

/** The host's part: it listens from now on (true) or no longer (false, on unmount). */
export function setModalsListening(listening: boolean): void {
  isListening = listening;
  if (!listening) return;
  for (const resolve of waiting) resolve();
  waiting.clear();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether the modals host has been asked for; it stays wanted once it has been. */
export const useModalsWanted = () =>
  useSyncExternalStore(
    subscribe,
    () => isWanted,
    () => false,
  );
