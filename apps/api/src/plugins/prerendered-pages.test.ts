import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prerenderedPages } from './prerendered-pages';

describe('prerendered pages of the web build', () => {
  let webDir: string;
  let pageOf: (urlPath: string) => string | null;
  beforeAll(() => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
    fs.mkdirSync(path.join(webDir, 'prerendered'));
    for (const file of ['index.html', 'login.html', 'forgot-password.html', 'login.html.br'])
      fs.writeFileSync(path.join(webDir, 'prerendered', file), '<div id="root" inert>…</div>');
    pageOf = prerenderedPages(webDir);
  });
  afterAll(() => fs.rmSync(webDir, { recursive: true, force: true }));

  it('answers a page the build wrote, query string or not', () => {
    expect(pageOf('/')).toBe('prerendered/index.html');
    expect(pageOf('/login')).toBe('prerendered/login.html');
    expect(pageOf('/login?next=1')).toBe('prerendered/login.html');
    expect(pageOf('/forgot-password')).toBe('prerendered/forgot-password.html');
  });

  it('leaves every other path to the app shell', () => {
    for (const urlPath of [
      '/dashboard',
      '/login/',
      '/Login',
      '/view-inventory/1',
      '/login.html',
      '/..%2Flogin',
    ])
      expect(pageOf(urlPath)).toBeNull();
  });

  it('answers nothing for a build without prerendered pages', () => {
    expect(prerenderedPages(os.tmpdir())('/login')).toBeNull();
  });
});
