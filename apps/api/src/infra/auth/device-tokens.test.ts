import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEVICE_TOKEN_DAYS, deviceTokens, loadDeviceTokenSecret } from './device-tokens';

const now = new Date('2026-03-01T12:00:00Z');
const tokens = deviceTokens(Buffer.from('k'.repeat(32)));

describe('device tokens', () => {
  it('are known for the e-mail they were issued for, and only that one', () => {
    const token = tokens.issue('grace@example.org', now);
    expect(tokens.verify(token, 'grace@example.org', now)).toMatch(/^[\w-]{22}$/);
    expect(tokens.verify(token, 'ruth@example.org', now)).toBeUndefined();
    expect(token).not.toContain('grace');
  });

  it('are not known once altered, signed with another key, or too old', () => {
    const token = tokens.issue('grace@example.org', now);
    const [id, issued, mac] = token.split('.');
    expect(tokens.verify(`${id}x.${issued}.${mac}`, 'grace@example.org', now)).toBeUndefined();
    expect(tokens.verify(`${id}.${issued}`, 'grace@example.org', now)).toBeUndefined();
    expect(tokens.verify('', 'grace@example.org', now)).toBeUndefined();
    const other = deviceTokens(Buffer.from('o'.repeat(32)));
    expect(other.verify(token, 'grace@example.org', now)).toBeUndefined();
    const later = new Date(now.getTime() + DEVICE_TOKEN_DAYS * 86_400_000);
    expect(tokens.verify(token, 'grace@example.org', later)).toBeUndefined();
  });

  it('keeps a generated key in DATA_DIR, or uses DEVICE_TOKEN_SECRET', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'device-key-'));
    const first = await loadDeviceTokenSecret({}, dataDir);
    expect(first).toHaveLength(32);
    expect(await loadDeviceTokenSecret({}, dataDir)).toEqual(first);
    const stat = await fs.stat(path.join(dataDir, 'device-token.key'));
    expect(stat.mode & 0o777).toBe(0o600);
    const fromEnv = await loadDeviceTokenSecret({ DEVICE_TOKEN_SECRET: 's'.repeat(40) }, dataDir);
    expect(fromEnv.toString()).toBe('s'.repeat(40));
    await fs.rm(dataDir, { recursive: true, force: true });
  });
});
