/**
 * A call's data written as JSON once, kept beside what it was made from (in the read cache):
 * a call answering it sends these bytes instead of encoding the same list on every request.
 * `value` is what the bytes say, checked against the call's response schema outside production.
 */
export class JsonText<T> {
  private constructor(
    readonly value: T,
    readonly bytes: Buffer,
  ) {}

  static of<T>(value: T): JsonText<T> {
    return new JsonText(value, Buffer.from(JSON.stringify(value)));
  }

  /** `text` must be JSON.stringify(value), e.g. joined from parts kept written. */
  static written<T>(value: T, text: string): JsonText<T> {
    return new JsonText(value, Buffer.from(text));
  }
}

const CLOSE = Buffer.from('}');

/** The success envelope ({ status: 1, message, data }) around data already written as JSON. */
export const envelopeAround = (message: string, data: Buffer): Buffer =>
  Buffer.concat([Buffer.from(`{"status":1,"message":${JSON.stringify(message)},"data":`), data, CLOSE]);
