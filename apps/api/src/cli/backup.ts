import { existsSync } from 'node:fs';
import path from 'node:path';
import { writeBackup } from '../infra/backup/backup-archive';
import { loadConfig } from '../infra/config';

/** `npm run backup -- <file>`: DATA_DIR's database and uploads into one archive (README). */
if (existsSync('.env')) process.loadEnvFile('.env');
const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run backup -- <file.tar.gz>');
  process.exit(2);
}
const config = loadConfig();
if (config.DATABASE_URL) {
  console.error(
    'DATABASE_URL is set: back up that server with pg_dump, and DATA_DIR/uploads beside it (README).',
  );
  process.exit(2);
}
const { bytes, uploads } = await writeBackup(config.dataDir, path.resolve(file));
console.log(
  `Backed up ${config.dataDir} (database and ${uploads} uploaded files) to ${file}: ${(bytes / 1_048_576).toFixed(1)} MB`,
);
