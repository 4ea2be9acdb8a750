import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';

describe('serving the web app', () => {
  let server: TestServer;
  let webDir: string;
  beforeAll(async () => {
    webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'web-dist-'));
    await fs.mkdir(path.join(webDir, 'assets'));
    await fs.writeFile(
      path.join(webDir, 'index.html'),
      '<!doctype html><title>Faith Shield</title><div id="root"></div>',
    );
    await fs.writeFile(path.join(webDir, 'assets', 'index-abc123.js'), 'console.log(1)');
    server = await startTestServer({ webDistDir: webDir });
  });
  afterAll(async () => {
    await server.close();
    await fs.rm(webDir, { recursive: true, force: true });
  });

  it.each(['/', '/login', '/view-inventory/abc', '/edit-certificates/1/2'])(
    'answers %s with the app',
    async (route) => {
      const response = await fetch(`${server.url}${route}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toContain('<div id="root">');
    },
  );

  it('serves hashed assets for a year and the shell fresh', async () => {
    const asset = await fetch(`${server.url}/assets/index-abc123.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${server.url}/login`)).headers.get('cache-control')).toBe('no-cache');
  });

  it('sends a hashed asset without validators, and the shell with its own', async () => {
    const asset = await fetch(`${server.url}/assets/index-abc123.js`);
    expect(await asset.text()).toBe('console.log(1)');
    for (const name of ['etag', 'last-modified', 'accept-ranges']) expect(asset.headers.get(name)).toBeNull();
    expect((await fetch(`${server.url}/index.html`)).headers.get('etag')).toBeTruthy();
  });

  it('answers an unknown asset and an unknown /api path with 404, not the app', async () => {
    expect((await fetch(`${server.url}/assets/missing.js`)).status).toBe(404);
    const api = await fetch(`${server.url}/api/unknown_call`);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ status: 0, message: 'Not found.' });
  });
});
