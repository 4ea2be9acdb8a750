import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { fetchPdf, reportCall, reportTeam } from '../reports/report-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the access log', () => {
  it('holds no part of a link that grants access: not its signature, scope or expiry', async () => {
    const { owner } = await reportTeam();
    const url = (await reportCall(server)(owner.token, { month: 5, year: 2025 })).body.data?.url ?? '';
    expect((await fetchPdf(server, url)).code).toBe(200);
    const query = new URL(url, server.url).searchParams;
    const logs = server.logs();
    expect(logs).toContain('/api/report_pdf?');
    for (const key of ['signature', 'scope', 'expires']) {
      const value = query.get(key) ?? 'missing';
      expect(logs.includes(value), `the log holds the link's ${key}`).toBe(false);
    }
    expect(logs.includes(owner.user.id)).toBe(false);
  });
});
