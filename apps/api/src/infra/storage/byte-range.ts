/** A byte range a browser asked for (one range; a video player asks for one at a time). */
export type ByteRange = { start: number; end: number };

/** Thrown when the range asked for lies outside the file (the route answers 416). */
export class RangeNotSatisfiable extends Error {
  constructor(readonly size: number) {
    super('range not satisfiable');
  }
}

const ONE_RANGE = /^bytes=(\d*)-(\d*)$/;

/**
 * The range of a `Range` header over a file of `size` bytes: undefined for the whole file (no
 * header, or one we do not serve as a range: several ranges, another unit), as HTTP allows.
 */
export function byteRange(header: string | undefined, size: number): ByteRange | undefined {
  const match = header ? ONE_RANGE.exec(header.trim()) : null;
  if (!match) return undefined;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return undefined;
  const range =
    from === ''
      ? { start: Math.max(0, size - Number(to)), end: size - 1 }
      : { start: Number(from), end: Math.min(size - 1, to === '' ? size - 1 : Number(to)) };
  if (range.start > range.end || range.start >= size) throw new RangeNotSatisfiable(size);
  return range;
}
