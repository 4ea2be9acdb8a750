import type { CallDefinition, CallRequest, CallResponse } from '@faith-shield/contract/shared/call';
import type { Envelope } from '@faith-shield/contract/shared/envelope';
import { type MutationCache, useQueryClient } from '@tanstack/react-query';
import type { QueuedCallName } from './queued-calls';
import {
  isRefused,
  type QueuedMutation,
  type QueuedWrite,
  queuedWritesOf,
  RetryLater,
  saveQueueNow,
  WRITE_QUEUE_KEY,
  watchWriteQueue,
} from './write-queue';

/** What a form shows when its write is kept on the phone to be sent later. */
export const WAITING_MESSAGE = 'No connection: saved on this phone, waiting to send.';

/** The same, when the server was reached but asked for the write again later (429, or a busy 503). */
export const BUSY_MESSAGE = 'The server is busy: saved on this phone, sending again shortly.';

/** A queued call's answer: the server's, or `queued` with no data while it waits. */
export type QueuedAnswer<Data> = Envelope<Data> & { queued?: true };

const isWaiting = (mutation: QueuedMutation) => mutation.state.isPaused || mutation.state.failureCount > 0;

/** Resolves once the write is held back (offline, or tried and unreached), or it settles. */
const untilWaiting = (cache: MutationCache, mutation: QueuedMutation) =>
  new Promise<boolean>((resolve) => {
    if (isWaiting(mutation)) return resolve(true);
    const stop = cache.subscribe((event) => {
      if (event.mutation !== mutation) return;
      const { status } = mutation.state;
      if (!isWaiting(mutation) && status === 'pending') return;
      stop();
      resolve(status === 'pending');
    });
  });

const clientIdOf = (payload: unknown) => {
  const given = (payload as { client_id?: unknown } | undefined)?.client_id;
  return typeof given === 'string' && given !== '' ? given : crypto.randomUUID();
};

/**
 * Sends one of QUEUED_CALLS with its client_id (the payload's, else a new one). Online, it answers as callApi does. With no
 * network, the write joins the queue (kept in IndexedDB) and this answers at once with status 1,
 * `queued` and WAITING_MESSAGE (BUSY_MESSAGE when the server asked for it later); the queue sends it when the network returns. A refusal answered
 * at once leaves the queue (the form shows it); one answered later stays in it with its message.
 */
export function useQueuedCall<C extends CallDefinition>(call: C['name'] & QueuedCallName) {
  const queryClient = useQueryClient();
  return async (payload: CallRequest<C>): Promise<QueuedAnswer<CallResponse<C>>> => {
    watchWriteQueue(queryClient);
    const cache = queryClient.getMutationCache();
    const path = window.location.pathname;
    // A write made again on the screen of a refused one replaces it (spec 03 §3: edited).
    for (const earlier of queuedWritesOf(queryClient))
      if (
        isRefused(earlier) &&
        earlier.state.variables?.call === call &&
        earlier.state.variables.path === path
      )
        cache.remove(earlier);
    const mutation = cache.build(queryClient, { mutationKey: [WRITE_QUEUE_KEY, call] }) as QueuedMutation;
    const write: QueuedWrite = {
      call,
      // a form's own client_id (kept across its retries) is kept; else one is made
      payload: { ...(payload as Record<string, unknown>), client_id: clientIdOf(payload) },
      path,
      madeAt: Date.now(),
    };
    let isQueued = false;
    const sent = mutation.execute(write).then(
      (answer) => answer as QueuedAnswer<CallResponse<C>>,
      (error: Error & { errors?: Record<string, string> }): QueuedAnswer<CallResponse<C>> => {
        if (!isQueued) cache.remove(mutation);
        return { status: 0, message: error.message, ...(error.errors ? { errors: error.errors } : {}) };
      },
    );
    if (!(await untilWaiting(cache, mutation))) return sent;
    isQueued = true;
    // kept on the phone before the form says so (IndexedDB may be refused: it still waits here)
    await saveQueueNow(queryClient).catch(() => undefined);
    const isBusy = mutation.state.failureReason instanceof RetryLater;
    return { status: 1, message: isBusy ? BUSY_MESSAGE : WAITING_MESSAGE, queued: true };
  };
}
