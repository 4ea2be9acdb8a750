import type { Envelope } from '@faith-shield/contract/shared/envelope';

/** A status 0 answer, thrown so TanStack Query puts the query in its error state. */
export class ApiError extends Error {
  readonly envelope: Envelope;

  constructor(envelope: Envelope) {
    super(envelope.message);
    this.name = 'ApiError';
    this.envelope = envelope;
  }

  /** spec 01 §8: field messages, shown under each field. */
  get fieldErrors(): Record<string, string> {
    return this.envelope.errors ?? {};
  }
}

/** The data of a successful answer; anything else throws an ApiError with the server's message. */
export const dataOf = <T>(envelope: Envelope<T>): T => {
  if (envelope.status !== 1 || envelope.data === undefined) throw new ApiError(envelope);
  return envelope.data;
};
