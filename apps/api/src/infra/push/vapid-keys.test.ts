import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadVapidKeys } from './vapid-keys';

const tempDir = () => fs.mkdtemp(path.join(os.tmpdir(), 'faith-shield-vapid-'));

describe('VAPID keys', () => {
  it('are generated into DATA_DIR/vapid.json on the first start and reused after', async () => {
    const dataDir = await tempDir();
    const first = await loadVapidKeys({}, dataDir);
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(first.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const file = path.join(dataDir, 'vapid.json');
    expect(JSON.parse(await fs.readFile(file, 'utf8'))).toEqual(first);
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
    expect(await loadVapidKeys({}, dataDir)).toEqual(first);
  });

  it('give the same keys to servers starting together on one DATA_DIR', async () => {
    const dataDir = await tempDir();
    // Many at once: a server must never read the file while another is still writing it.
    const [first, ...others] = await Promise.all(
      Array.from({ length: 24 }, () => loadVapidKeys({}, dataDir)),
    );
    for (const keys of others) expect(keys).toEqual(first);
  });

  it('come from the environment when both are set, and nothing is written', async () => {
    const dataDir = await tempDir();
    const env = { VAPID_PUBLIC_KEY: 'B'.repeat(87), VAPID_PRIVATE_KEY: 'p'.repeat(43) };
    expect(await loadVapidKeys(env, dataDir)).toEqual({
      publicKey: env.VAPID_PUBLIC_KEY,
      privateKey: env.VAPID_PRIVATE_KEY,
    });
    expect(await fs.readdir(dataDir)).toEqual([]);
  });

  it('stop the start on a vapid.json that holds no keys', async () => {
    const dataDir = await tempDir();
    await fs.writeFile(path.join(dataDir, 'vapid.json'), '{"publicKey":""}');
    await expect(loadVapidKeys({}, dataDir)).rejects.toThrow(/vapid\.json holds no VAPID keys/);
  });
});
