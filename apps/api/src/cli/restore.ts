import { existsSync } from 'node:fs';
import path from 'node:path';
import { restoreBackup } from '../infra/backup/backup-archive';
import { loadConfig } from '../infra/config';
import { objectStoreFor } from '../infra/storage/storage-from-config';

/** `npm run restore -- <file>`: a backup into an empty DATA_DIR (README). */
if (existsSync('.env')) process.loadEnvFile('.env');
const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run restore -- <file.tar.gz>');
  process.exit(2);
}
const config = loadConfig();
try {
  const store = objectStoreFor(config);
  await restoreBackup(path.resolve(file), config.dataDir, store);
  console.log(
    `Restored ${file} into ${config.dataDir}${store ? ` and its uploads into ${config.STORAGE_URL}` : ''}; npm start serves it.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
