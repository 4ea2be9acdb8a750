import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database';
import { operators } from '../../src/db/schema/index';
import { hashToken } from '../../src/infra/auth/tokens';
import { backupSocketPath } from '../../src/infra/backup/backup-socket';
import { newDataDir } from '../helpers/data-dir-template';
import { uniqueEmail } from '../helpers/factories';
import { operatorCli as runOperatorCli } from './operator-cli-runner';
import { tokenOfLink } from './operator-fixtures';

let dataDir: string;
const operatorCli = (args: string[]) => runOperatorCli(dataDir, args);

beforeAll(async () => {
  dataDir = await newDataDir('faith-shield-operator-cli-');
});
afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

describe('npm run operator', () => {
  // each run is a process of its own (tsx and the database start each time): a few seconds apiece
  it('adds an operator with a one-time set-up link, lists and removes them (embedded database)', {
    timeout: 60_000,
  }, async () => {
    const email = uniqueEmail('operator');
    const added = await operatorCli(['add', email.toUpperCase()]);
    expect(added.code, added.stderr).toBe(0);
    const link = /https:\/\/shield\.example\/operator\/setup\?token=\S+/.exec(added.stdout)?.[0] ?? '';
    expect(link).not.toBe('');
    expect((await operatorCli(['list'])).stdout).toMatch(new RegExp(`${email}\\tset-up pending`));

    // only the link's hash is kept, and it expires in 24 hours
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pgdata') });
    const [row] = await database.db.select().from(operators).where(eq(operators.email, email));
    await database.close();
    expect(row?.setupTokenHash).toBe(hashToken(tokenOfLink(link)));
    const hours = ((row?.setupExpiresAt?.getTime() ?? 0) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.5);
    expect(hours).toBeLessThanOrEqual(24);

    const removed = await operatorCli(['remove', email]);
    expect(removed.stdout).toContain(`Operator ${email} removed`);
    const again = await operatorCli(['remove', email]);
    expect({ code: again.code, stderr: again.stderr.trim() }).toEqual({
      code: 1,
      stderr: `${email} is not an operator.`,
    });
  });

  it('refuses to open the embedded database while a server holds it', { timeout: 60_000 }, async () => {
    const socket = net.createServer((connection) => connection.end());
    await new Promise<void>((resolve) => socket.listen(backupSocketPath(dataDir), resolve));
    try {
      const refused = await operatorCli(['list']);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('The server is running');
    } finally {
      await new Promise((resolve) => socket.close(resolve));
    }
  });
});
