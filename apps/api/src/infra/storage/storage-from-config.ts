import type { Config } from '../config';
import { diskFileStore } from './disk-file-store';
import type { FileStore } from './file-store';
import { s3FileStore } from './s3-file-store';
import type { Storage } from './storage';
import { storageOn } from './storage-on';

/** The object store STORAGE_URL names (with the S3_* settings), or undefined when it is unset. */
export function objectStoreFor(config: Config): FileStore | undefined {
  if (!config.STORAGE_URL) return undefined;
  return s3FileStore({
    url: config.STORAGE_URL,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE === 'true',
  });
}

/** Where uploads go: the object store when STORAGE_URL is set, else DATA_DIR/uploads. */
export const fileStoreFor = (config: Config, uploadsDir: string): FileStore =>
  objectStoreFor(config) ?? diskFileStore(uploadsDir);

/** The Storage every feature is handed (AppDeps.storage). */
export function storageFor(config: Config, uploadsDir: string): Storage {
  const store = fileStoreFor(config, uploadsDir);
  return storageOn(store, store.kind === 'disk' ? { kind: 'disk', dir: uploadsDir } : { kind: 's3' });
}
