import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServerProcess } from '../../../../scripts/lib/server-process.mjs';
import { newDataDir } from '../helpers/data-dir-template';

describe('a server told to stop (SIGTERM)', () => {
  it('stops within its grace period even while a client has stopped reading a download', async () => {
    const dataDir = await newDataDir('faith-shield-stop-');
    const server = await startServerProcess({ dataDir });
    await fs.mkdir(path.join(dataDir, 'uploads'), { recursive: true });
    // far more than the sockets' buffers hold: the answer cannot finish unless it is read
    await fs.writeFile(path.join(dataDir, 'uploads', 'long-clip.mp4'), Buffer.alloc(64 * 1024 * 1024));
    const request = http.get(`${server.url}/uploads/long-clip.mp4`);
    const response = await new Promise<http.IncomingMessage>((resolve) => request.once('response', resolve));
    expect(response.statusCode).toBe(200);
    response.pause();
    response.on('error', () => undefined);
    request.on('error', () => undefined);

    const startedAt = Date.now();
    await server.stop();
    expect(Date.now() - startedAt).toBeLessThan(20_000);
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('closing them');
    request.destroy();
    await fs.rm(dataDir, { recursive: true, force: true });
  }, 60_000);
});
