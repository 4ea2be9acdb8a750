import type { QueryClient } from '@tanstack/react-query';

/** How long after a change the kept copy is written: one write for a burst of changes. */
const SAVE_AFTER_MS = 250;
const CHANGES: ReadonlySet<string> = new Set(['added', 'removed', 'updated']);

/**
 * Keeps the client written to the phone: `save` (which reads the client as it runs) a moment
 * after a change, once for a burst of changes such as a queue draining; persistQueryClient reads
 * the whole client at every change instead. `saveNow` writes at once, and so does a page being
 * hidden or closed, or an answer of that moment would be lost. Saves never overlap, so an older
 * one never lands over a newer one.
 */
export function keepSaved(queryClient: QueryClient, save: () => Promise<void>) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let last: Promise<void> = Promise.resolve();
  const saveNow = () => {
    clearTimeout(timer);
    timer = undefined;
    last = last.catch(() => undefined).then(save);
    return last;
  };
  const saveSoon = (event: { type: string }) => {
    if (timer !== undefined || !CHANGES.has(event.type)) return;
    timer = setTimeout(() => void saveNow().catch(() => undefined), SAVE_AFTER_MS);
  };
  const saveOnLeave = () => void saveNow().catch(() => undefined);
  const saveWhenHidden = () => {
    if (document.visibilityState === 'hidden') saveOnLeave();
  };
  const stopQueries = queryClient.getQueryCache().subscribe(saveSoon);
  const stopMutations = queryClient.getMutationCache().subscribe(saveSoon);
  window.addEventListener('pagehide', saveOnLeave);
  document.addEventListener('visibilitychange', saveWhenHidden);
  const stop = () => {
    clearTimeout(timer);
    timer = undefined;
    stopQueries();
    stopMutations();
    window.removeEventListener('pagehide', saveOnLeave);
    document.removeEventListener('visibilitychange', saveWhenHidden);
  };
  return { saveNow, stop };
}
