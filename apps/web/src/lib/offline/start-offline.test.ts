import { QueryClient } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../session';

/** The phone's IndexedDB, as idb-keyval sees it. */
const stored = vi.hoisted(() => new Map<string, unknown>());
vi.mock('idb-keyval', () => ({
  get: async (key: string) => stored.get(key),
  set: async (key: string, value: unknown) => void stored.set(key, value),
  del: async (key: string) => void stored.delete(key),
}));

const { startOffline } = await import('./start-offline');

const keptAlerts = () =>
  (stored.get('faith-shield-offline') as PersistedClient | undefined)?.clientState.queries.find(
    (query) => query.queryKey[0] === 'get_alerts',
  )?.state.data;

describe('kept lists are saved as the page is left (spec 03 §3)', () => {
  let queryClient: QueryClient;
  let visibility: DocumentVisibilityState;

  beforeEach(async () => {
    // the persister's own save waits on a timer that these tests never let run
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('indexedDB', {});
    visibility = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    stored.clear();
    setSession({ token: 'a-token', type: 2, subscriptionsId: 4 });
    queryClient = new QueryClient();
    await startOffline(queryClient);
  });
  afterEach(() => {
    clearSession();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('an answer that arrived the moment before pagehide is on the phone', async () => {
    queryClient.setQueryData(['get_alerts'], [{ id: 'a1', title: 'Smoke in the hall' }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(keptAlerts()).toBeUndefined();

    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(0);
    expect(keptAlerts()).toEqual([{ id: 'a1', title: 'Smoke in the hall' }]);
  });

  it('and one that arrived before the page was hidden (another app, the lock screen)', async () => {
    queryClient.setQueryData(['get_alerts'], [{ id: 'a2', title: 'Door propped open' }]);
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(keptAlerts()).toBeUndefined();

    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(keptAlerts()).toEqual([{ id: 'a2', title: 'Door propped open' }]);
  });
});
