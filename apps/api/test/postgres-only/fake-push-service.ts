import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';

export type FakePushService = {
  /** An endpoint of this service for one device. */
  endpointFor: (device: string) => string;
  /** Its origin, for PUSH_TEST_ORIGINS: no server sends to 127.0.0.1 otherwise. */
  origin: string;
  /** How many messages each device was sent, by device name. */
  received: () => Record<string, number>;
  /** The certificate a process must trust to reach it (NODE_EXTRA_CA_CERTS). */
  caFile: string;
  close: () => Promise<void>;
};

/**
 * A push service on 127.0.0.1 over HTTPS (web-push sends only there), with a certificate made
 * for the run by openssl: each POST is a message handed over for the device its path names.
 */
export async function startFakePushService(): Promise<FakePushService> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'faith-shield-push-'));
  const keyFile = path.join(dir, 'key.pem');
  const caFile = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      keyFile,
      '-out',
      caFile,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  const counts: Record<string, number> = {};
  const server = https.createServer(
    { key: await fs.readFile(keyFile), cert: await fs.readFile(caFile) },
    (request, response) => {
      request.resume();
      request.on('end', () => {
        const device = decodeURIComponent(request.url?.split('/').pop() ?? '');
        if (request.method === 'POST') counts[device] = (counts[device] ?? 0) + 1;
        response.writeHead(201).end();
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    origin: `https://127.0.0.1:${port}`,
    endpointFor: (device) => `https://127.0.0.1:${port}/push/${encodeURIComponent(device)}`,
    received: () => ({ ...counts }),
    caFile,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}
