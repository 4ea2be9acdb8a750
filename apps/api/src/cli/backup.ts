import { existsSync } from 'node:fs';
import path from 'node:path';
import { writeBackup } from '../infra/backup/backup-archive';
import { loadConfig } from '../infra/config';
import { objectStoreFor } from '../infra/storage/storage-from-config';

/** `npm run backup -- <file>`: DATA_DIR's database and the uploads (DATA_DIR's, or the object store's) into one archive (README). */
if (existsSync('.env')) process.loadEnvFile('.env');
const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run backup -- <file.tar.gz>');
  process.exit(2);
}
const config = loadConfig();
if (config.DATABASE_URL) {
  console.error(
    `DATABASE_URL is set: back up that server with pg_dump, and ${config.STORAGE_URL ? 'the object store with its own tools' : 'DATA_DIR/uploads'} beside it (README, docs/deploy.md).`,
  );
  process.exit(2);
}
const store = objectStoreFor(config);
const { bytes, uploads } = await writeBackup(config.dataDir, path.resolve(file), store);
console.log(
  `Backed up ${config.dataDir} (database and ${uploads} uploaded files) to ${file}: ${(bytes / 1_048_576).toFixed(1)} MB`,
);
