import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { runLoad } from './run-load';

/** The bench server's bare route, alone in a process of its own, for benches without one. */
const BARE_SERVER = `
const Fastify = require('fastify');
const bare = Fastify({ logger: false });
bare.get('/bare', async () => ({ status: 1, message: 'ok' }));
bare.listen({ port: 0, host: '127.0.0.1' }).then(() => process.send(bare.server.address().port));
`;

/** The ceiling (lib/reference-host.ts) of a bare route already served, e.g. a bench server's. */
export async function measureCeiling(bareUrl: string, seconds = 2): Promise<number> {
  const target = { url: `${bareUrl}/bare`, method: 'GET' as const };
  await runLoad(target, { connections: 50, seconds: 1 });
  const figures = await runLoad(target, { connections: 50, seconds });
  return figures.requestsPerSecond;
}

/** The ceiling measured on a bare route in a process started for it and stopped after. */
export async function measureHostCeiling(seconds = 2): Promise<number> {
  const child = spawn(process.execPath, ['-e', BARE_SERVER], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    cwd: import.meta.dirname,
  });
  try {
    const [port] = (await once(child, 'message')) as [number];
    return await measureCeiling(`http://127.0.0.1:${port}`, seconds);
  } finally {
    child.kill();
  }
}
