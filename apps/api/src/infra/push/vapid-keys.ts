import fs from 'node:fs/promises';
import path from 'node:path';
import webpush from 'web-push';
import { z } from 'zod';
import { createWholeFile } from '../storage/create-whole-file';

export type VapidKeys = { publicKey: string; privateKey: string };

const KEYS_FILE = 'vapid.json';

const KeysFileSchema = z.object({ publicKey: z.string().min(20), privateKey: z.string().min(20) });

/**
 * The server's VAPID keys: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set (config.ts wants
 * both or neither), else DATA_DIR/vapid.json, generated there on the first start and reused
 * after, since every device subscribed with the public key stops receiving when it changes.
 */
export async function loadVapidKeys(
  env: { VAPID_PUBLIC_KEY?: string | undefined; VAPID_PRIVATE_KEY?: string | undefined },
  dataDir: string,
): Promise<VapidKeys> {
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY };
  }
  const file = path.join(dataDir, KEYS_FILE);
  const kept = await readKeys(file);
  if (kept) return kept;
  const generated = webpush.generateVAPIDKeys();
  await fs.mkdir(dataDir, { recursive: true });
  // Of two servers starting on one DATA_DIR, the first to create the file wins and both use its keys.
  if (await createWholeFile(file, `${JSON.stringify(generated, null, 2)}\n`, 0o600)) return generated;
  const winner = await readKeys(file);
  if (!winner) throw new Error(`${file} holds no VAPID keys`);
  return winner;
}

async function readKeys(file: string): Promise<VapidKeys | null> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const parsed = KeysFileSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${file} holds no VAPID keys: delete it to generate new ones`);
  return parsed.data;
}
