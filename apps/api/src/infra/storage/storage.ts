import type { UploadedFile } from './uploaded-file';

/** Where uploads live; the local disk now, an S3-compatible store can replace it (DESIGN.md §2). */
export type Storage = {
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
  /** Removes a file saved before; unknown or foreign paths are ignored. */
  remove: (publicPath: string) => Promise<void>;
};

export const UPLOADS_PREFIX = '/uploads/';
export const PRIVATE_UPLOADS_PREFIX = '/uploads/private/';
/** The folder of personal pictures, inside the uploads folder. */
export const PRIVATE_FOLDER = 'private';
