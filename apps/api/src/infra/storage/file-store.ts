import type { Readable } from 'node:stream';

/** Bytes of a stored file as served: the whole file or the byte range asked for. */
export type StoredFileStream = {
  body: Readable;
  /** Length of what `body` carries. */
  length: number;
  /** The whole file's size (Content-Range's total). */
  size: number;
  /** Set when a range was asked for and given: the first and last byte sent. */
  range?: { start: number; end: number };
};

/**
 * Where the bytes of uploads lie, by key (`<name>` or `private/<name>`, see stored-path.ts):
 * a folder on this machine's disk or a bucket of an S3-compatible store. Only storage.ts's
 * `Storage` is handed to features; this is what it is built on, and what backup, restore and
 * `npm run migrate-files` copy between.
 */
export type FileStore = {
  readonly kind: 'disk' | 's3';
  /** Stores new bytes under a key no other file has (random names); `sha256` is kept beside them. */
  put: (key: string, data: Buffer, contentType: string) => Promise<void>;
  /** The whole file, or null when there is none under `key`. */
  get: (key: string) => Promise<Buffer | null>;
  /** The file (or a range of it, `bytes=a-b` as a browser asks) as a stream; null when none. */
  open: (key: string, range?: string) => Promise<StoredFileStream | null>;
  /** The SHA-256 (hex) kept with a file when it was stored, or null when none is kept or no such file. */
  checksum: (key: string) => Promise<string | null>;
  remove: (key: string) => Promise<void>;
  /** Every key stored. */
  keys: () => AsyncIterable<string>;
};
