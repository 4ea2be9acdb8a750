import type { Envelope } from '@faith-shield/contract/shared/envelope';
import { getSession } from './session';

/** An answer nobody took within this long is dropped: the screen asks afresh. */
const KEPT_FOR_MS = 15_000;

type Kept = { answer: Promise<Envelope>; token: string | null; keptAt: number };
const kept = new Map<string, Kept>();

const keyOf = (name: string, payload: unknown) => `${name} ${JSON.stringify(payload ?? {})}`;

/** Keeps the answer of a call started before the app (early-calls.ts) for whoever asks next. */
export function keepEarlyAnswer(name: string, payload: unknown, answer: Promise<Envelope>): void {
  kept.set(keyOf(name, payload), { answer, token: getSession().token, keptAt: Date.now() });
}

/**
 * The answer of the same call (name and payload) started early, once; undefined when there is
 * none, when it is old, or when it was asked for another session (a sign-out or sign-in since).
 */
export function takeEarlyAnswer(name: string, payload: unknown): Promise<Envelope> | undefined {
  if (kept.size === 0) return undefined;
  const key = keyOf(name, payload);
  const early = kept.get(key);
  kept.delete(key);
  if (!early || early.token !== getSession().token || Date.now() - early.keptAt > KEPT_FOR_MS)
    return undefined;
  return early.answer;
}
