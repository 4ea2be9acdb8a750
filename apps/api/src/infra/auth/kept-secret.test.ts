import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadKeptSecret } from './kept-secret';

const tempDir = () => fs.mkdtemp(path.join(os.tmpdir(), 'faith-shield-kept-secret-'));

describe('a key kept in DATA_DIR', () => {
  it('is one key for servers starting together, never read half written', async () => {
    const dataDir = await tempDir();
    const [first, ...others] = await Promise.all(
      Array.from({ length: 24 }, () => loadKeptSecret(undefined, dataDir, 'some.key')),
    );
    for (const key of others) expect(key.equals(first as Buffer)).toBe(true);
    expect((await fs.stat(path.join(dataDir, 'some.key'))).mode & 0o777).toBe(0o600);
    expect(await fs.readdir(dataDir)).toEqual(['some.key']);
  });

  it('is the setting when one is given, and nothing is written', async () => {
    const dataDir = await tempDir();
    expect((await loadKeptSecret('x'.repeat(40), dataDir, 'some.key')).toString()).toBe('x'.repeat(40));
    expect(await fs.readdir(dataDir)).toEqual([]);
  });
});
