import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../helpers/factories';
import { operatorCli } from '../operators/operator-cli-runner';

let dataDir: string;
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'faith-shield-operator-cli-'));
});
afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

describe('npm run operator on a PostgreSQL server', () => {
  it('adds, lists and removes an operator in the database DATABASE_URL names', {
    timeout: 60_000,
  }, async () => {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL names the server to test');
    const email = uniqueEmail('operator');
    const env = { DATABASE_URL: url };
    const added = await operatorCli(dataDir, ['add', email], env);
    expect(added.code, added.stderr).toBe(0);
    expect((await operatorCli(dataDir, ['list'], env)).stdout).toContain(email);
    expect((await operatorCli(dataDir, ['remove', email], env)).code).toBe(0);
    expect((await operatorCli(dataDir, ['list'], env)).stdout).not.toContain(email);
  });
});
