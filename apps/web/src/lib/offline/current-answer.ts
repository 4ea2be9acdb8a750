import { onlineManager } from '@tanstack/react-query';

/**
 * Whether a form may start from this answer: one read during this visit, or any while offline.
 * A copy kept on the phone from an earlier visit (PERSISTED_CALLS) may be older than the last
 * save, so an edit form online waits for this visit's answer instead of starting from it.
 */
export const isCurrentAnswer = (dataUpdatedAt: number) =>
  dataUpdatedAt >= performance.timeOrigin || !onlineManager.isOnline();
