import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export type TestObjectStore = {
  /** The settings a server is started with to keep its uploads in this store. */
  env: Record<string, string>;
  /** Stops the store and removes its folder. */
  close: () => Promise<void>;
};

/**
 * An S3-compatible store (s3rver, from npm) on a free loopback port, with one empty bucket of
 * its own in a temporary folder: what the object-store tests run against.
 */
export async function startObjectStore(): Promise<TestObjectStore> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'faith-shield-s3-'));
  const bucket = `test-${randomBytes(4).toString('hex')}`;
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  // the SDK's notice that its 2027 releases need Node 22 (README: Node 20.19 or newer)
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  return {
    env: {
      STORAGE_URL: `s3://${bucket}/uploads`,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: async () => {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
