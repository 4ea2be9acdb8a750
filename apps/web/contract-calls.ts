import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Plugin, runnerImport } from 'vite';

const CONTRACT_SRC = path.resolve(import.meta.dirname, '../../packages/contract/src');

/** The module the web app reads the table from (src/lib/api-client.ts). */
export const CONTRACT_CALLS_MODULE = 'virtual:contract-calls';
const RESOLVED_ID = `\0${CONTRACT_CALLS_MODULE}`;

type CallRoute = { method: string; access: string };

export type CallTable = { GET_CALLS: string[]; PUBLIC_CALLS: string[] };

const isCall = (value: unknown): value is CallRoute & { name: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { name?: unknown }).name === 'string' &&
  typeof (value as { method?: unknown }).method === 'string' &&
  typeof (value as { access?: unknown }).access === 'string' &&
  'request' in value &&
  'response' in value;

const contractFiles = () =>
  fs
    .readdirSync(CONTRACT_SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .sort()
    .map((file) => path.join(CONTRACT_SRC, file));

/**
 * Runs every module of the contract once (in Node, through Vite's module runner) and keeps,
 * of the `defineCall` exports, the names of those sent with GET and of those sent without a
 * token: all callApi needs to make a call (the rest are POST with the token, most of them). One entry that imports them all, so the runner starts once.
 */
async function readCallTable(files: string[]): Promise<CallTable> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'faith-shield-calls-'));
  try {
    const entry = path.join(dir, 'all-calls.ts');
    const imports = files.map((file, index) => `import * as m${index} from ${JSON.stringify(file)};`);
    fs.writeFileSync(entry, `${imports.join('\n')}\nexport default [${files.map((_, i) => `m${i}`)}];\n`);
    const { module } = await runnerImport<{ default: Record<string, unknown>[] }>(entry, {
      configFile: false,
      logLevel: 'silent',
    });
    const calls = module.default.flatMap((exports) => Object.values(exports).filter(isCall));
    const names = (keep: (call: CallRoute) => boolean) =>
      [...new Set(calls.filter(keep).map((c) => c.name))].sort();
    return {
      GET_CALLS: names((call) => call.method === 'GET'),
      PUBLIC_CALLS: names((call) => call.access === 'public'),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * `virtual:contract-calls`: how to send each call of the contract, by name,
 * derived from packages/contract at build (and test) time. The web app makes each call by its
 * name through this table, so no screen's code carries the contract's zod schemas unless it
 * validates with them, and nothing is kept by hand beside the contract.
 */
export function contractCalls(): Plugin {
  return {
    name: 'faith-shield-contract-calls',
    resolveId(id) {
      return id === CONTRACT_CALLS_MODULE ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const files = contractFiles();
      for (const file of files) this.addWatchFile(file);
      const { GET_CALLS, PUBLIC_CALLS } = await readCallTable(files);
      return [
        `export const GET_CALLS = new Set(${JSON.stringify(GET_CALLS)});`,
        `export const PUBLIC_CALLS = new Set(${JSON.stringify(PUBLIC_CALLS)});`,
        '',
      ].join('\n');
    },
  };
}
