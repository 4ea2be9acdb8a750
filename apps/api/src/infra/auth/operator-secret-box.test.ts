import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadOperatorSecretKey, operatorSecretBox, SecretBoxError } from './operator-secret-box';

const box = operatorSecretBox(Buffer.from('k'.repeat(40)));
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('the operator secret box', () => {
  it('seals with a fresh nonce and opens only for the same key and row', () => {
    const sealed = box.seal(SECRET, 'row-1');
    expect(sealed).not.toContain(SECRET);
    expect(box.seal(SECRET, 'row-1')).not.toBe(sealed);
    expect(box.open(sealed, 'row-1')).toEqual({ secret: SECRET, isPlaintext: false });
    expect(() => box.open(sealed, 'row-2')).toThrow(SecretBoxError);
    expect(() => operatorSecretBox(Buffer.from('o'.repeat(40))).open(sealed, 'row-1')).toThrow(
      SecretBoxError,
    );
    const [format, iv, body, tag] = sealed.split('.');
    const flipped = `${body?.[0] === 'A' ? 'B' : 'A'}${body?.slice(1)}`;
    expect(() => box.open([format, iv, flipped, tag].join('.'), 'row-1')).toThrow(SecretBoxError);
  });

  it('reads a base32 secret stored in clear as such, and refuses anything else', () => {
    expect(box.open(SECRET, 'row-1')).toEqual({ secret: SECRET, isPlaintext: true });
    expect(() => box.open('v2.a.b.c', 'row-1')).toThrow(SecretBoxError);
    expect(() => box.open('not a secret', 'row-1')).toThrow(SecretBoxError);
  });

  it('keeps a generated key in DATA_DIR, or uses OPERATOR_SECRET_KEY', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'operator-key-'));
    const first = await loadOperatorSecretKey({}, dataDir);
    expect(first).toHaveLength(32);
    expect(await loadOperatorSecretKey({}, dataDir)).toEqual(first);
    expect((await fs.stat(path.join(dataDir, 'operator-secret.key'))).mode & 0o777).toBe(0o600);
    const configured = await loadOperatorSecretKey({ OPERATOR_SECRET_KEY: 's'.repeat(40) }, dataDir);
    expect(configured.toString()).toBe('s'.repeat(40));
    await fs.rm(dataDir, { recursive: true, force: true });
  });
});
