import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const API_DIR = path.resolve(import.meta.dirname, '../..');

/** `npm run operator -- ...args` as a separate process, on DATA_DIR's embedded database or DATABASE_URL. */
export async function operatorCli(dataDir: string, args: string[], env: Record<string, string> = {}) {
  const { DATABASE_URL: _ignored, ...outer } = process.env;
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'src/cli/operator.ts', ...args],
      {
        cwd: API_DIR,
        env: {
          ...outer,
          DATA_DIR: dataDir,
          PUBLIC_URL: 'https://shield.example',
          LOG_LEVEL: 'silent',
          ...env,
        },
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}
