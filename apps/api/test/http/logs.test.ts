import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl } from '../../src/infra/logger';
import { createOrganisation } from '../helpers/factories';
import { testDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';

describe('request logs', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('never contain tokens, passwords or codes sent in a request', async () => {
    const { owner } = await createOrganisation((await testDatabase()).db);
    await server.call('home_page', { password: 'Secret#Pass1', code: '482913' }, { token: owner.token });
    await server.call('home_page', {}, { token: owner.token, bearer: true });
    await fetch(`${server.url}/monthly-reports-view?user_id=${owner.token}&month=5&year=2026`);
    const logs = server.logs();
    expect(logs).toContain('/api/home_page');
    expect(logs).not.toContain(owner.token);
    expect(logs).not.toContain('Secret#Pass1');
    expect(logs).not.toContain('482913');
  });

  it('redacts secrets in a logged address and keeps the rest', () => {
    expect(redactUrl('/monthly-reports-view?user_id=abc&month=5')).toBe(
      '/monthly-reports-view?user_id=%5Bredacted%5D&month=5',
    );
    expect(redactUrl('/home')).toBe('/home');
    expect(redactUrl('/api/calendar/Ry_5qhoaQ7IRFUGO-6BomyvvZbHajPEFGq2xTJ0lu0s.ics?x=1')).toBe(
      '/api/calendar/[redacted]?x=1',
    );
  });
});
