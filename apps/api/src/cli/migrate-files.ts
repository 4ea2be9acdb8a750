import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../infra/config';
import { copyFiles } from '../infra/storage/copy-files';
import { diskFileStore } from '../infra/storage/disk-file-store';
import { PERSONAL_UPLOADS_MOVED } from '../infra/storage/move-personal-uploads';
import { objectStoreFor } from '../infra/storage/storage-from-config';

/**
 * `npm run migrate-files`: copies DATA_DIR/uploads into the object store STORAGE_URL names,
 * each copy read back and checked by SHA-256; run again after a stop, it copies only what is
 * missing or differs (README, docs/deploy.md). The disk's files are left as they are.
 */
if (existsSync('.env')) process.loadEnvFile('.env');
const config = loadConfig();
const store = objectStoreFor(config);
if (!store) {
  console.error('STORAGE_URL is not set: name the object store to copy DATA_DIR/uploads into (README).');
  process.exit(2);
}
const uploadsDir = path.join(config.dataDir, 'uploads');
if (existsSync(uploadsDir) && !existsSync(path.join(config.dataDir, PERSONAL_UPLOADS_MOVED))) {
  console.error(
    `${config.dataDir} was never served by this version: start the server once on it without STORAGE_URL (it moves personal pictures into uploads/private), then run this again.`,
  );
  process.exit(2);
}
try {
  const count = await copyFiles(diskFileStore(uploadsDir), store, ({ copied, alreadyThere }) =>
    console.log(`… ${copied} copied, ${alreadyThere} already there`),
  );
  console.log(
    `Copied ${count.copied} files from ${uploadsDir} into ${config.STORAGE_URL} (${count.alreadyThere} were there already, same SHA-256). Every copy was read back and checked.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
