import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/database';

/** Where a running server with the embedded database hands out its backups. */
export const backupSocketPath = (dataDir: string) => path.join(dataDir, 'backup.sock');

/**
 * The embedded database opens in one process only (TOOLING.md), so `npm run backup` cannot
 * read it while the server runs: the server hands a dump of it over a Unix socket in DATA_DIR
 * instead. The socket is the owner's only (mode 0600) and says nothing but the dump.
 */
export async function serveBackups(app: FastifyInstance, database: DatabaseHandle, dataDir: string) {
  const dump = database.dumpDataDir;
  if (!dump) return;
  const socketPath = backupSocketPath(dataDir);
  await fs.rm(socketPath, { force: true }); // left by a server that was killed
  const server = net.createServer((connection) => {
    dump()
      .then(async (blob) => {
        connection.end(Buffer.from(await blob.arrayBuffer()));
        app.log.info({ bytes: blob.size }, 'backup handed out');
      })
      .catch((err: unknown) => {
        app.log.error({ err }, 'backup failed');
        connection.destroy();
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  await fs.chmod(socketPath, 0o600);
  app.addHook('onClose', async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
}
