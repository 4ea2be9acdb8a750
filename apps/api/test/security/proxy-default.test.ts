import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { applicant } from '../public-site/wait-list-fixtures';

/**
 * Every other test trusts X-Forwarded-For (as behind a proxy). Here the server runs with the
 * default setting: a client that reaches it directly cannot pick its address with the header,
 * so it cannot escape a per-address limit nor write someone else's address into the log.
 */
describe('with TRUST_PROXY at its default', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { TRUST_PROXY: undefined } });
  });
  afterAll(() => server.close());

  it('is off', () => {
    expect(server.app.deps.config.TRUST_PROXY).toBe('false');
  });

  it('counts a per-address limit by the connection, whatever X-Forwarded-For says', async () => {
    // add_wait_list: 10 requests per address per 15 minutes (docs/decisions/004)
    const codes: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const { code } = await server.call('add_wait_list', applicant({ first_name: '' }), {
        headers: { 'x-forwarded-for': `10.99.${attempt}.${attempt + 1}` },
      });
      codes.push(code);
    }
    expect(codes.slice(0, 10).every((code) => code === 422)).toBe(true);
    expect(codes[10]).toBe(429);
  });

  it('logs the connection’s address, not the one the header claims', async () => {
    await server.call('home_page', {}, { headers: { 'x-forwarded-for': '203.0.113.77' } });
    expect(server.logs()).not.toContain('203.0.113.77');
    expect(server.logs()).toContain('127.0.0.1');
  });
});
