import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { appConfig, buildApp } from '../../apps/api/src/app';
import { openDatabase } from '../../apps/api/src/db/database';
import { loadConfig } from '../../apps/api/src/infra/config';
import { servedApiCalls } from '../../apps/api/test/security/route-table';
import type { AppRoute } from '../../apps/web/src/app/route';

/**
 * The /api calls the server really serves, read from Fastify's route table of the real app
 * (built on a throwaway embedded database, never listening), as the access matrix reads it.
 */
export async function servedCallNames(): Promise<string[]> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'faith-shield-routes-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pgdata') });
  await database.migrate(); // some features read their tables as their routes register
  try {
    const config = appConfig(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' }), { webDistDir: null });
    const app = await buildApp({ config, database, jobs: false });
    await app.ready();
    const names = servedApiCalls(app).map((call) => call.name);
    await app.close();
    return names;
  } finally {
    await database.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

// By a computed path: the bench's compiler settings do not take the web app's screens (JSX),
// which the route table names (their code is only loaded on a visit, never here).
const WEB_ROUTES = path.resolve(import.meta.dirname, '../../apps/web/src/app/routes.ts');

/** Every page of the web app's route table, its `:params` filled by `fill` (real ids where known). */
export async function webPages(fill: (path: string, param: string) => string): Promise<string[]> {
  const { knownRoutes, loadSignedInRoutes } = (await import(WEB_ROUTES)) as {
    knownRoutes: () => readonly AppRoute[];
    loadSignedInRoutes: () => Promise<void>;
  };
  await loadSignedInRoutes();
  return knownRoutes().map((route) =>
    route.path.replace(/:(\w+)/g, (_, param: string) => fill(route.path, param)),
  );
}
