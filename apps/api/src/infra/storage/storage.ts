import type { StoredFileStream } from './file-store';
import type { UploadedFile } from './uploaded-file';

/**
 * Where uploads live, the one way every feature stores, reads and removes a file: DATA_DIR/uploads,
 * or the S3-compatible store STORAGE_URL names (storage-from-config.ts). Nothing else touches
 * the uploads folder or the bucket (no-bypass.test.ts), apart from the serving of files
 * (plugins/static-files.ts, uploads-from-store.ts), backup and `npm run migrate-files`.
 */
export type Storage = {
  /** Where the files lie: a folder of this machine's disk (served from it as it is) or an object store. */
  readonly where: { kind: 'disk'; dir: string } | { kind: 's3' };
  /**
   * Checks the image (content, size), strips its metadata (infra/storage/clean-image.ts) and
   * stores it under a random name; returns its path. A `personal` picture (a profile, a
   * certificate) goes under PRIVATE_UPLOADS_PREFIX: served only by a signed, short-lived address
   * (upload-links.ts), never to anyone who has merely its path.
   */
  saveImage: (
    file: UploadedFile,
    options: { field: string; maxBytes?: number; personal?: boolean },
  ) => Promise<string>;
  /** Checks the video (MP4 or WebM by content, size) and stores it as sent; returns its public path. */
  saveVideo: (file: UploadedFile, options: { field: string; maxBytes: number }) => Promise<string>;
  /** The bytes of a picture saved before (an incident's PDF prints them); unknown paths: null. */
  read: (storedPath: string) => Promise<Buffer | null>;
  /** A stored file for serving, whole or the byte range a `Range` header asks for; unknown paths: null. */
  open: (storedPath: string, range?: string) => Promise<StoredFileStream | null>;
  /** Removes a file saved before; unknown or foreign paths are ignored. */
  remove: (publicPath: string) => Promise<void>;
};

export const UPLOADS_PREFIX = '/uploads/';
export const PRIVATE_UPLOADS_PREFIX = '/uploads/private/';
/** The folder of personal pictures, inside the uploads folder. */
export const PRIVATE_FOLDER = 'private';
