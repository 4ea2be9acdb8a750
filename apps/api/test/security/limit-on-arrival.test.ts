import { COMMON_MESSAGES } from '@faith-shield/contract/shared/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { sendUnending } from '../helpers/unending-request';

describe('a limit keyed by the client’s address is counted before the body is read', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('refuses an address over its add_wait_list limit without waiting for its body (429)', async () => {
    const address = { 'x-forwarded-for': '203.0.113.77' };
    // add_wait_list allows 10 per address per 15 minutes (http/rate-limits.ts)
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const { code } = await server.call('add_wait_list', {}, { headers: address });
      expect(code).toBe(422);
    }
    const answer = await sendUnending(
      `${server.url}/api/add_wait_list`,
      { 'content-type': 'application/x-www-form-urlencoded', ...address },
      (request) => request.write(`first_name=${'a'.repeat(32 * 1024)}`),
    );
    expect(answer).not.toBe('no answer');
    expect(answer).toMatchObject({ code: 429 });
    expect(JSON.parse((answer as { body: string }).body)).toMatchObject({
      status: 0,
      message: COMMON_MESSAGES.tooManyAttempts,
    });
  });
});
