import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { dehydrate, onlineManager, type QueryClient } from '@tanstack/react-query';
import { type PersistedClient, persistQueryClient } from '@tanstack/react-query-persist-client';
import { del, get, set } from 'idb-keyval';
import { getSession, subscribeSession } from '../session';
import { PERSISTED_CALLS } from './persisted-calls';
import { isQueuedWrite, isWaitingOrRefused, setQueueSaver, watchWriteQueue } from './write-queue';

const STORE_KEY = 'faith-shield-offline';
/** How long kept answers and waiting writes are worth restoring. */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** A short, one-way tag of the session: a kept cache restores only into the session that made it. */
const sessionTag = (token: string) => {
  let hash = 0x811c9dc5;
  for (let index = 0; index < token.length; index += 1) {
    hash ^= token.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return `v1-${(hash >>> 0).toString(36)}`;
};

// IndexedDB keeps objects as they are (structured clone): the photos of a queued write stay
// Blobs, so the client is stored unserialised.
const persister = createAsyncStoragePersister({
  storage: {
    getItem: (key) => get(key),
    setItem: (key, value) => set(key, value),
    removeItem: (key) => del(key),
  },
  key: STORE_KEY,
  throttleTime: 250,
  serialize: (client) => client as unknown as string,
  deserialize: (stored) => resumable(stored as unknown as PersistedClient),
});

/** A write that was on its way when the page closed is sent again (its client_id lands it once). */
const resumable = (client: PersistedClient): PersistedClient => {
  for (const mutation of client.clientState.mutations)
    if (mutation.state.status === 'pending') mutation.state.isPaused = true;
  return client;
};

const started = new WeakMap<QueryClient, Promise<void>>();

/**
 * After sign-in only (never on public pages): keeps the declared lists (PERSISTED_CALLS) and the
 * write queue in IndexedDB for this session, restores them as the app opens, sends what waits,
 * and forgets all of it when the session ends. Resolves once restored.
 */
export function startOffline(queryClient: QueryClient): Promise<void> {
  const already = started.get(queryClient);
  if (already) return already;
  const { token } = getSession();
  watchWriteQueue(queryClient);
  // no IndexedDB (a test's jsdom, a locked-down browser): writes still wait, in memory only
  if (!token || typeof indexedDB === 'undefined') return Promise.resolve();
  for (const call of PERSISTED_CALLS) queryClient.setQueryDefaults([call], { gcTime: MAX_AGE_MS });
  const buster = sessionTag(token);
  const dehydrateOptions = {
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' && PERSISTED_CALLS.has(String(query.queryKey[0])),
    shouldDehydrateMutation: (mutation) => isQueuedWrite(mutation) && isWaitingOrRefused(mutation),
  } satisfies Parameters<typeof dehydrate>[1];
  const [stopPersisting, restored] = persistQueryClient({
    queryClient,
    persister,
    maxAge: MAX_AGE_MS,
    buster,
    dehydrateOptions,
  });
  // The persister's own saves wait up to its throttle: a write just queued, and the answers of
  // the moment the page is hidden or closed, are written at once (the same record). Never
  // before what was kept is restored, which a save would overwrite.
  const saveNow = async () => {
    await restored;
    await set(STORE_KEY, {
      buster,
      timestamp: Date.now(),
      clientState: dehydrate(queryClient, dehydrateOptions),
    } satisfies PersistedClient);
  };
  const saveOnLeave = () => void saveNow().catch(() => undefined);
  const saveWhenHidden = () => {
    if (document.visibilityState === 'hidden') saveOnLeave();
  };
  window.addEventListener('pagehide', saveOnLeave);
  document.addEventListener('visibilitychange', saveWhenHidden);
  setQueueSaver(queryClient, saveNow);
  const stopWatching = subscribeSession(() => {
    if (getSession().token === token) return;
    stopWatching();
    stopPersisting();
    window.removeEventListener('pagehide', saveOnLeave);
    document.removeEventListener('visibilitychange', saveWhenHidden);
    setQueueSaver(queryClient, null);
    queryClient.clear();
    void persister.removeClient();
    // a save throttled before the sign-out may still land: remove once more after it
    setTimeout(() => void persister.removeClient(), 1_000);
    started.delete(queryClient);
  });
  const ready = restored.then(() => {
    if (onlineManager.isOnline()) void queryClient.resumePausedMutations();
  });
  started.set(queryClient, ready);
  return ready;
}
