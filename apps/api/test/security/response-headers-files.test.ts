import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { expectSecurityHeaders } from './security-headers';

describe('security headers and the CSP on every kind of answer', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('a missing upload (404)', async () => {
    const response = await fetch(`${server.url}/uploads/missing.png`);
    expect(response.status).toBe(404);
    expectSecurityHeaders('a missing upload (404)', response.headers);
  });
});
