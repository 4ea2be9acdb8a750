import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { defineCall } from '@faith-shield/contract/shared/call';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerCall } from '../../src/http/register-call';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { expectSecurityHeaders, expectSubresourceHeaders } from './security-headers';

const crashCall = defineCall({
  name: 'test_security_crash',
  method: 'POST',
  access: 'public',
  request: z.object({}),
  response: z.object({}),
});

describe('security headers and the CSP on every kind of answer', () => {
  let server: TestServer;
  let webDir: string;
  beforeAll(async () => {
    webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'web-dist-headers-'));
    await fs.mkdir(path.join(webDir, 'assets'));
    await fs.writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>Faith Shield</title>');
    await fs.writeFile(path.join(webDir, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
    await fs.writeFile(path.join(webDir, 'assets', 'app-1a2b3c.css'), 'body{margin:0}');
    await fs.writeFile(
      path.join(webDir, 'assets', 'logo-1a2b3c.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
    await fs.writeFile(path.join(webDir, 'sw.js'), 'self.skipWaiting()');
    server = await startTestServer({
      webDistDir: webDir,
      extend: (app) => {
        registerCall(app, crashCall, {
          handler: async () => {
            throw new Error('boom');
          },
        });
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await fs.rm(webDir, { recursive: true, force: true });
  });

  const post = (name: string, body: string, type = 'application/x-www-form-urlencoded') =>
    fetch(`${server.url}/api/${name}`, { method: 'POST', headers: { 'content-type': type }, body });

  it.each<[string, () => Promise<Response>, number]>([
    ['a success (200)', () => post('home_page', ''), 200],
    ['a cached success (200)', () => post('home_page', ''), 200],
    ['bad input (422)', () => post('login', 'email=&password='), 422],
    ['malformed JSON (400)', () => post('login', '{"email": ', 'application/json'), 400],
    ['no token (401)', () => post('get_profile', ''), 401],
    ['a wrong method (404)', () => fetch(`${server.url}/api/home_page`), 404],
    ['an unknown call (404)', () => post('no_such_call', ''), 404],
    ['a body too large (413)', () => post('login', `password=${'x'.repeat(2 * 1024 * 1024)}`), 413],
    ['an unreadable body type (415)', () => post('login', '<x/>', 'application/xml'), 415],
    ['a crash (500)', () => post('test_security_crash', ''), 500],
    ['a picture of the build (200)', () => fetch(`${server.url}/assets/logo-1a2b3c.svg`), 200],
    ['the service worker (200)', () => fetch(`${server.url}/sw.js`), 200],
    ['a page of the app (200)', () => fetch(`${server.url}/dashboard`), 200],
    ['the health check (200)', () => fetch(`${server.url}/healthz`), 200],
  ])('%s', async (label, request, expected) => {
    const response = await request();
    expect(response.status, label).toBe(expected);
    expectSecurityHeaders(label, response.headers);
  });

  it.each<[string, string, number]>([
    ['a script (200)', '/assets/app-1a2b3c.js', 200],
    ['a stylesheet (200)', '/assets/app-1a2b3c.css', 200],
    ['a script asked with a query (200)', '/assets/app-1a2b3c.js?v=1', 200],
    ['a missing script (404)', '/assets/missing.js', 404],
  ])('%s: only the headers that act on it', async (label, url, expected) => {
    const response = await fetch(`${server.url}${url}`);
    expect(response.status, label).toBe(expected);
    expectSubresourceHeaders(label, response.headers);
  });

  it('on a rate-limited answer (429) too', async () => {
    const ip = '10.201.3.4';
    let last: Response | undefined;
    for (let attempt = 0; attempt < 70 && last?.status !== 429; attempt += 1) {
      last = await fetch(`${server.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
        body: `email=guess${attempt}@example.org&password=`,
      });
    }
    expect(last?.status).toBe(429);
    expectSecurityHeaders('429', last?.headers ?? new Headers());
  });
});
