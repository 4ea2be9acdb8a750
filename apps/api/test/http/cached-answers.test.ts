import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';

/** http/cached-answers.ts: a request with no input is answered from the public content cache. */
describe('cached public answers', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const accessLinesFor = (url: string) =>
    server
      .logs()
      .split('\n')
      .filter((line) => line.includes('"request completed"') && line.includes(`"url":"${url}"`)).length;

  it('answers again with the same body, the security headers and an access line', async () => {
    const first = await fetch(`${server.url}/api/home_page`, { method: 'POST' });
    const firstText = await first.text();
    const again = await fetch(`${server.url}/api/home_page`, { method: 'POST' });
    expect(again.status).toBe(200);
    expect(await again.text()).toBe(firstText);
    expect(JSON.parse(firstText)).toMatchObject({ status: 1, message: 'Home page' });
    for (const name of [
      'content-type',
      'content-security-policy',
      'x-content-type-options',
      'content-length',
    ])
      expect(again.headers.get(name), name).toBe(first.headers.get(name));
    expect(accessLinesFor('/api/home_page')).toBeGreaterThanOrEqual(2);
  });

  it('still takes a request with input through the call', async () => {
    const plain = await server.call('directors', {}, { method: 'GET' });
    const withQuery = await server.call('directors', { page: '2' }, { method: 'GET' });
    const withBody = await server.call('home_page', { token: 'not-a-session' });
    expect(plain.code).toBe(200);
    expect(withQuery.code).toBe(200);
    expect(withQuery.body).toEqual(plain.body);
    expect(withBody.code).toBe(200);
    expect(withBody.body.message).toBe('Home page');
  });

  it('never answers a call that is not cached from it', async () => {
    const missing = await fetch(`${server.url}/api/legal_page`, { method: 'POST' });
    const again = await fetch(`${server.url}/api/legal_page`, { method: 'POST' });
    expect(missing.status).toBe(422);
    expect(again.status).toBe(422);
  });
});
