import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { createWholeFile } from '../storage/create-whole-file';

/**
 * A server key: `configured` (a setting) when set, else DATA_DIR/`fileName`, generated on the
 * first start and kept, since a new key loses what the old one protected. Several servers on one
 * DATA_DIR agree on it; servers on separate ones must be given the setting.
 */
export async function loadKeptSecret(
  configured: string | undefined,
  dataDir: string,
  fileName: string,
): Promise<Buffer> {
  if (configured) return Buffer.from(configured, 'utf8');
  const file = path.join(dataDir, fileName);
  const read = async () => {
    try {
      const text = (await fs.readFile(file, 'utf8')).trim();
      if (!/^[A-Za-z0-9_-]{43,}$/.test(text))
        throw new Error(`${file} holds no key: delete it to generate one`);
      return Buffer.from(text, 'base64url');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  };
  const kept = await read();
  if (kept) return kept;
  const generated = randomBytes(32);
  await fs.mkdir(dataDir, { recursive: true });
  // Of two servers starting on one DATA_DIR, the first to create the file wins and both use its key.
  if (await createWholeFile(file, `${generated.toString('base64url')}\n`, 0o600)) return generated;
  const winner = await read();
  if (!winner) throw new Error(`${file} holds no key`);
  return winner;
}
