import type { CallDefinition, CallRequest, CallResponse } from '@faith-shield/contract/shared/call';
import type { Envelope } from '@faith-shield/contract/shared/envelope';
import { callApi } from './api-client';
import { getSession } from './session';

/** An answer nobody took within this long is dropped: the screen asks afresh. */
const KEPT_FOR_MS = 15_000;

type Started = { answer: Promise<Envelope>; token: string | null; startedAt: number };
const started = new Map<string, Started>();

/**
 * Starts a call the first screen will make before React and the app have loaded (main.tsx),
 * so its answer travels beside their code instead of after it.
 */
export function startEarly<C extends CallDefinition = never>(
  name: C['name'],
  payload?: CallRequest<C>,
): void {
  const answer = callApi<C>(name, payload);
  // Taken or not, a failure must not surface as an unhandled rejection.
  answer.catch(() => undefined);
  started.set(name, { answer, token: getSession().token, startedAt: Date.now() });
}

/**
 * The answer of a call started early, once; undefined when there is none, when it is old, or
 * when it was asked for another session (a sign-out or sign-in since).
 */
export function takeEarly<C extends CallDefinition = never>(
  name: C['name'],
): Promise<Envelope<CallResponse<C>>> | undefined {
  const early = started.get(name);
  started.delete(name);
  if (!early || early.token !== getSession().token || Date.now() - early.startedAt > KEPT_FOR_MS)
    return undefined;
  return early.answer as Promise<Envelope<CallResponse<C>>>;
}
