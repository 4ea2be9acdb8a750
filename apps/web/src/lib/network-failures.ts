import type { Envelope } from '@faith-shield/contract/shared/envelope';

/**
 * The answers callApi made up because the server could not be reached (no network, a time-out,
 * a gateway with no server behind it), as opposed to the server's own refusals: a write queued
 * offline is sent again after the first, never after the second (lib/offline/write-queue.ts).
 */
const unreached = new WeakSet<object>();

export const markUnreached = <T extends Envelope<unknown>>(answer: T): T => {
  unreached.add(answer);
  return answer;
};

export const isUnreached = (answer: Envelope<unknown>) => unreached.has(answer);

/** A gateway's answers while the server behind it is down or restarting. */
export const GATEWAY_FAILURES = new Set([502, 503, 504]);

/**
 * The answers that ask to be sent again later, not refusals: too many at once (429), or the
 * server there but busy (503 with a Retry-After). Each keeps how long the server asked to wait
 * (ms), or null when it named no time.
 */
const retryLater = new WeakMap<object, number | null>();

export const markRetryLater = <T extends Envelope<unknown>>(answer: T, waitMs: number | null): T => {
  retryLater.set(answer, waitMs);
  return answer;
};

/** How long to wait before sending again (ms; null: the sender's own back-off), or undefined: not asked. */
export const retryLaterOf = (answer: Envelope<unknown>) => retryLater.get(answer);

/** A Retry-After header (RFC 9110 §10.2.3: seconds, or an HTTP date) as a wait in ms. */
export const retryAfterMs = (header: string | null, now = Date.now()): number | null => {
  if (header === null || header.trim() === '') return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1_000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
};
