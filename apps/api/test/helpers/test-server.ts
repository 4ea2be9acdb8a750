import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { Envelope } from '@faith-shield/contract/shared/envelope';
import type { FastifyInstance } from 'fastify';
import { appConfig, buildApp } from '../../src/app';
import type { DatabaseHandle } from '../../src/db/database';
import { loadConfig } from '../../src/infra/config';
import type { PushSubscription } from '../../src/infra/push/push-subscription';
import { startObjectStore, type TestObjectStore } from './object-store';
import { testDatabase } from './test-database';

export type CallOptions = {
  token?: string;
  /** Send the token as `Authorization: Bearer` instead of the form field. */
  bearer?: boolean;
  method?: 'GET' | 'POST';
  as?: 'form' | 'json' | 'multipart';
  headers?: Record<string, string>;
};

export type FileField = { file: Blob; filename: string };

/** A Web Push message as the push service received it: to which device, saying what. */
export type SentPush = {
  endpoint: string;
  title: string;
  body: string;
  url?: string;
  /** Set on emergency alerts only: shown until tapped, sent with Urgency high. */
  urgent?: true;
  urgency?: 'high';
};

export type TestServer = {
  url: string;
  app: FastifyInstance;
  dataDir: string;
  logs: () => string;
  /** Every Web Push message this server handed to the push service, in order. */
  pushes: SentPush[];
  call: <T = unknown>(
    name: string,
    fields?: Record<string, string | number | FileField>,
    options?: CallOptions,
  ) => Promise<{ code: number; body: Envelope<T>; headers: Headers }>;
  /** True when the server's storage (disk or object store) holds the file of a stored path (signed or not). */
  hasFile: (storedPath: string) => Promise<boolean>;
  close: () => Promise<void>;
};

type Setup = {
  /** Settings; one given as undefined takes the server's default (TRUST_PROXY is 'true' here otherwise). */
  env?: Record<string, string | undefined>;
  webDistDir?: string | null;
  /** The app's clock; tests that move time pass their own. */
  now?: () => Date;
  /** Start the background jobs (off: tests run them by hand, on their own organisations). */
  jobs?: boolean;
  /** Registers extra routes before the app starts listening (tests of shared mechanisms). */
  extend?: (app: FastifyInstance) => void | Promise<void>;
  /** Another connection to the database (a second server process's); the worker's by default. */
  database?: DatabaseHandle;
  /** Where Web Push messages are recorded; servers that stand for one deployment share one. */
  pushes?: SentPush[];
  /** Hand Web Push messages to the push service for real (web-push), not to `pushes`. */
  realPush?: boolean;
};

/** The operator secret key of test servers, so fixtures can seal an operator's TOTP secret as they do. */
export const TEST_OPERATOR_SECRET_KEY = 'test-servers-share-this-operator-secret-key';

/** Boots the real app on a free loopback port against the worker's real database. */
export async function startTestServer(setup: Setup = {}): Promise<TestServer> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'faith-shield-test-'));
  // the api-s3 project (vitest.config.ts): uploads in an object store of the server's own
  const store: TestObjectStore | undefined =
    process.env.TEST_STORAGE === 's3' && !setup.env?.STORAGE_URL ? await startObjectStore() : undefined;
  const config = appConfig(
    loadConfig({
      DATA_DIR: dataDir,
      PORT: '0',
      LOG_LEVEL: 'info',
      TRUST_PROXY: 'true',
      OPERATOR_SECRET_KEY: TEST_OPERATOR_SECRET_KEY,
      ...store?.env,
      ...setup.env,
    }),
    {
      validateResponses: true,
      webDistDir: setup.webDistDir ?? null,
    },
  );
  let logText = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logText += chunk.toString();
      done();
    },
  });
  const database = setup.database ?? (await testDatabase());
  const pushes = setup.pushes ?? [];
  const app = await buildApp({
    config,
    database,
    logStream: stream,
    ...(setup.now ? { now: setup.now } : {}),
    jobs: setup.jobs ?? false,
    // no push service is reachable from a test: record what would have been handed to it
    ...(setup.realPush
      ? {}
      : {
          pushSend: async (subscription: PushSubscription, payload: string, options) => {
            const urgency = options.urgency === 'high' ? { urgency: 'high' as const } : {};
            pushes.push({ endpoint: subscription.endpoint, ...JSON.parse(payload), ...urgency });
          },
        }),
  });
  await setup.extend?.(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const call: TestServer['call'] = async (name, fields = {}, options = {}) => {
    const method = options.method ?? 'POST';
    const headers: Record<string, string> = { ...options.headers };
    // The token first, as the web client sends it: the server reads no file before the guard.
    const all: Record<string, string | number | FileField> = {
      ...(options.token && !options.bearer ? { token: options.token } : {}),
      ...fields,
    };
    if (options.token && options.bearer) headers.authorization = `Bearer ${options.token}`;
    let body: FormData | URLSearchParams | string | undefined;
    let target = `${url}/api/${name}`;
    if (method === 'GET') {
      const query = toSearchParams(all);
      if ([...query.keys()].length > 0) target += `?${query}`;
    } else if (options.as === 'json') {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(all);
    } else if (options.as === 'multipart' || Object.values(all).some((value) => typeof value === 'object')) {
      const form = new FormData();
      for (const [key, value] of Object.entries(all)) {
        if (typeof value === 'object') form.append(key, value.file, value.filename);
        else form.append(key, String(value));
      }
      body = form;
    } else {
      body = toSearchParams(all);
    }
    const response = await fetch(target, { method, headers, body });
    const text = await response.text();
    let parsed: Envelope<never>;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new Error(
        `${name} answered ${response.status} with a body that is not JSON: ${text.slice(0, 200)}`,
      );
    }
    return { code: response.status, body: parsed, headers: response.headers };
  };

  return {
    url,
    app,
    dataDir,
    logs: () => logText,
    pushes,
    call,
    hasFile: async (storedPath) => (await app.deps.storage.read(storedPath.split('?')[0] ?? '')) !== null,
    close: async () => {
      await app.close();
      await store?.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

function toSearchParams(fields: Record<string, string | number | FileField>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields))
    if (typeof value !== 'object') params.append(key, String(value));
  return params;
}
