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
