import type { Envelope } from '@faith-shield/contract/shared/envelope';
import { type Mutation, type MutationOptions, onlineManager, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../api-client';
import { isUnreached, retryLaterOf } from '../network-failures';
import { QUEUED_CALLS, type QueuedCallName } from './queued-calls';

/** Every queued write's mutation key starts with this; the call's name follows. */
export const WRITE_QUEUE_KEY = 'queued-write';

/** What a queued write keeps: the call, its fields (client_id among them), and where it was made. */
export type QueuedWrite = {
  call: QueuedCallName;
  payload: Record<string, unknown>;
  /** The screen it was made on: 'Edit' goes back there; a new write there replaces a refused one. */
  path: string;
  madeAt: number;
};

export type QueuedMutation = Mutation<Envelope<unknown>, Error, QueuedWrite>;

/** Thrown when the server could not be reached: the write waits and is sent again. */
export class Unreached extends Error {}

/**
 * Thrown when the server asked for the write again later (429 too many at once, 503 busy): it is
 * not refused; it waits, holding the writes after it, and is sent again after `waitMs` (the
 * server's Retry-After) or the queue's own back-off when the server named no time.
 */
export class RetryLater extends Error {
  constructor(
    message: string,
    readonly waitMs: number | null,
  ) {
    super(message);
  }
}

/** The longest a Retry-After holds the queue between two tries. */
const MAX_RETRY_AFTER_MS = 10 * 60_000;
const backOff = (failures: number) => Math.min(1_000 * 2 ** failures, 30_000);

/** The server is asked again a second after a failure, then less often, at most every 5 s. */
const PROBE_FIRST_MS = 1_000;
const PROBE_MAX_MS = 5_000;
let probe: ReturnType<typeof setTimeout> | undefined;

/**
 * The network failed while the browser still says online (a basement's last bar of signal):
 * TanStack Query is told it is offline, so queued writes pause and lists keep their answers,
 * and the server is asked whether it can be reached again: a second later, then at a longer
 * interval each time up to 5 s (a signal that comes back is used within about a second, and a
 * long outage costs a request every 5 s). A browser that knows it is offline says so itself
 * when it comes back ('online').
 */
export function reportUnreached() {
  onlineManager.setOnline(false);
  if (typeof window === 'undefined') return;
  clearTimeout(probe);
  const probeAfter = (delayMs: number) => {
    probe = setTimeout(() => {
      if (onlineManager.isOnline()) return;
      const again = () => probeAfter(Math.min(delayMs * 2, PROBE_MAX_MS));
      if (!navigator.onLine) return again();
      fetch('/healthz', { cache: 'no-store' }).then(
        (response) => (response.ok ? onlineManager.setOnline(true) : again()),
        again,
      );
    }, delayMs);
  };
  probeAfter(PROBE_FIRST_MS);
}

/** A refusal the server gave, with its message (kept in the queue until edited or discarded). */
const refused = (answer: Envelope<unknown>) =>
  Object.assign(new Error(answer.message), { errors: answer.errors });

export const sendQueuedWrite = async ({ call, payload }: QueuedWrite): Promise<Envelope<unknown>> => {
  const answer = await callApi(call as never, payload as never);
  if (isUnreached(answer)) {
    reportUnreached();
    throw new Unreached(answer.message);
  }
  const waitMs = retryLaterOf(answer);
  if (waitMs !== undefined) throw new RetryLater(answer.message, waitMs);
  if (answer.status !== 1) throw refused(answer);
  return answer;
};

/**
 * One queue for every write, in the order they were made (one mutation scope), kept until sent
 * or discarded (no garbage collection), tried again for as long as the server is unreached.
 */
export const writeQueueDefaults = {
  mutationFn: sendQueuedWrite,
  scope: { id: WRITE_QUEUE_KEY },
  gcTime: Number.POSITIVE_INFINITY,
  networkMode: 'online',
  retry: (_failures: number, error: Error) => error instanceof Unreached || error instanceof RetryLater,
  retryDelay: (failures: number, error: Error) =>
    error instanceof RetryLater && error.waitMs !== null
      ? Math.min(error.waitMs, MAX_RETRY_AFTER_MS)
      : backOff(failures),
} satisfies MutationOptions<Envelope<unknown>, Error, QueuedWrite>;

/** A mutation as the cache holds it. */
type CachedMutation = Mutation<unknown, Error, unknown, unknown>;

export const isQueuedWrite = (mutation: CachedMutation): boolean =>
  mutation.options.mutationKey?.[0] === WRITE_QUEUE_KEY;

/** Waiting (paused or trying again) or refused: what the badge counts and the lists show. */
export const isWaitingOrRefused = (mutation: CachedMutation) =>
  isQueuedWrite(mutation) && (mutation.state.status === 'pending' || mutation.state.status === 'error');

export const isRefused = (mutation: QueuedMutation) => mutation.state.status === 'error';

export const queuedWritesOf = (queryClient: QueryClient) =>
  queryClient.getMutationCache().getAll().filter(isWaitingOrRefused) as unknown as QueuedMutation[];

/** Once a write lands, the lists it changes are read again. */
export const refreshAfter = (queryClient: QueryClient, write: Pick<QueuedWrite, 'call'>) => {
  for (const key of QUEUED_CALLS[write.call].refreshes)
    void queryClient.invalidateQueries({ queryKey: [key] });
};

const savers = new WeakMap<QueryClient, () => Promise<void>>();

/** How the app's client is written to the phone at once (startOffline sets it; none before). */
export const setQueueSaver = (queryClient: QueryClient, save: (() => Promise<void>) | null) => {
  if (save) savers.set(queryClient, save);
  else savers.delete(queryClient);
};

/**
 * Writes the queue to the phone now, not at the kept lists' next throttled save: a write that
 * answered 'waiting to send' survives the page being closed the moment after.
 */
export const saveQueueNow = async (queryClient: QueryClient) => {
  await savers.get(queryClient)?.();
};

const watched = new WeakSet<QueryClient>();

/**
 * Once for the app's client: the queue's defaults (a write restored from IndexedDB has only its
 * key), and a write that lands leaves the queue and has its lists read again.
 */
export function watchWriteQueue(queryClient: QueryClient) {
  if (watched.has(queryClient)) return;
  watched.add(queryClient);
  queryClient.setMutationDefaults([WRITE_QUEUE_KEY], writeQueueDefaults as unknown as MutationOptions);
  const cache = queryClient.getMutationCache();
  // the lists are read again once the queue has drained, not after each write of a long queue
  const landed: QueuedWrite[] = [];
  cache.subscribe((event) => {
    if (event.type !== 'updated' || !isQueuedWrite(event.mutation)) return;
    const mutation = event.mutation as unknown as QueuedMutation;
    if (mutation.state.status !== 'success' || !mutation.state.variables) return;
    landed.push(mutation.state.variables);
    cache.remove(event.mutation);
    if (queuedWritesOf(queryClient).some((write) => write.state.status === 'pending')) return;
    for (const write of new Set(landed.splice(0).map((each) => each.call)))
      refreshAfter(queryClient, { call: write });
  });
}
